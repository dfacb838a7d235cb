#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// One repo's details for people: a title, badges, labelled rows, all ready to print.
public struct RepoDetailViewModel: Equatable, Sendable {
    public let fullName: DisplayText
    /// `archived`, `fork`, `template`, `bookmarked`: words, never colour alone.
    public let badges: [String]
    public let description: DisplayText?
    /// Label and value, in display order.
    public let rows: [DetailRow]
    /// The page to link: an https URL on the API's web host, or one derived from the name.
    public let url: DisplayText
    /// The name asked for, when GitHub answered for the repo under another (a rename followed):
    /// a screen showing the row by its old name finds the details by it.
    public var askedAs: DisplayText?

    public init(fullName: DisplayText, badges: [String], description: DisplayText?, rows: [DetailRow], url: DisplayText) {
        self.fullName = fullName
        self.badges = badges
        self.description = description
        self.rows = rows
        self.url = url
    }
}

/// A labelled line of the detail view.
public struct DetailRow: Equatable, Sendable {
    public let label: String
    public let value: DisplayText
    /// A link target for the value: only a URL that passed the web-URL rule.
    public let link: DisplayText?
    /// The value is a sparkline of these counts (from 0) and then `caption`: a narrow terminal
    /// draws it to the room it has, on one line, rather than wrap it (bb39 h2-D3).
    public var chart: (values: [Int], caption: String)?

    public init(_ label: String, _ value: DisplayText, link: DisplayText? = nil) {
        self.label = label
        self.value = value
        self.link = link
    }

    public static func == (lhs: DetailRow, rhs: DetailRow) -> Bool {
        lhs.label == rhs.label && lhs.value == rhs.value && lhs.link == rhs.link
            && lhs.chart?.values == rhs.chart?.values && lhs.chart?.caption == rhs.chart?.caption
    }
}

/// One repo's details for `--json`, keyed by GitHub's own field names.
public struct RepoDetailRecord: Equatable, Sendable {
    public let fields: [(String, JSONValue)]

    public init(fields: [(String, JSONValue)]) {
        self.fields = fields
    }

    public static func == (lhs: RepoDetailRecord, rhs: RepoDetailRecord) -> Bool {
        lhs.fields.map(\.0) == rhs.fields.map(\.0) && lhs.fields.map(\.1) == rhs.fields.map(\.1)
    }
}

/// What the detail screen implements.
public protocol RepoDetailView: Sendable {
    func display(_ viewModel: LoadingViewModel)
    func display(_ viewModel: RepoDetailViewModel, record: RepoDetailRecord)
    func display(_ viewModel: NoticeViewModel)
    func display(_ viewModel: ErrorViewModel)
}
