import TrendingDomain

/// What `trending cache`'s screen implements: the path on stdout, the rest on stderr.
public protocol CacheView: Sendable {
    func displayPath(_ path: DisplayText)
    func display(_ viewModel: NoticeViewModel)
    func display(_ viewModel: ErrorViewModel)
}

/// Words for `trending cache clear` and `cache path`.
public struct CachePresenter: Sendable {
    private let view: any CacheView

    /// - Parameter view: where the words go.
    public init(view: any CacheView) {
        self.view = view
    }

    /// `cache path`: the folder alone on stdout.
    public func presentPath(_ path: String) {
        view.displayPath(.line(path))
    }

    /// `cache clear` removed `count` files, and kept the folders a cache moved aside.
    public func presentCleared(count: Int, from path: String, keptFolders: [String] = []) {
        view.display(NoticeViewModel(
            kind: .status, message: "Removed \(count) cached file\(count == 1 ? "" : "s") from \(path)."
        ))
        guard !keptFolders.isEmpty else { return }
        let names = keptFolders.prefix(3).map { TextSanitizer.singleLine($0) }.joined(separator: ", ")
            + (keptFolders.count > 3 ? " and \(keptFolders.count - 3) more" : "")
        view.display(NoticeViewModel(
            kind: .warning,
            message: "Kept \(Plural.count(keptFolders.count, "folder")) moved aside from a cache file's place (\(names)): trending removes only files it wrote; remove \(keptFolders.count == 1 ? "it" : "them") yourself if nothing in \(keptFolders.count == 1 ? "it" : "them") is needed."
        ))
    }

    /// `cache clear` could not remove a file.
    public func presentClearFailed(reason: String, path: String) {
        view.display(ErrorViewModel(
            title: "Could not clear the cache", message: "\(reason).",
            hint: "Check the permissions of \(path)."
        ))
    }
}
