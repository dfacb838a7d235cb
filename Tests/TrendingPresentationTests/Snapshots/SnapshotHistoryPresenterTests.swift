import Foundation
import Testing
import TrendingDomain
import TrendingPresentation

@Suite("SnapshotHistoryPresenter")
struct SnapshotHistoryPresenterTests {
    @Test("summarises first and last counts, the gain and the span; JSON oldest first")
    func summary() throws {
        let view = HistoryViewSpy()
        let snapshots = [StarSnapshot(at: now.addingTimeInterval(-2 * 86_400), stars: 9512), StarSnapshot(at: now.addingTimeInterval(-86_400), stars: 9600), StarSnapshot(at: now, stars: 9812)]

        SnapshotHistoryPresenter(view: view).present(snapshots, for: RepoName(owner: "octo-org", name: "rocket"))

        let model = try #require(view.models.first)
        #expect(model.sparkline == "▁▃█")
        #expect(model.summary == "9,512 → 9,812 (+300) over 2 days, 3 snapshots")
        #expect(model.points.first == .object([("at", .string("2026-11-21T12:00:00Z")), ("stars", .int(9512))]))
    }

    @Test("one snapshot of one star says star, not stars")
    func singular() throws {
        let view = HistoryViewSpy()

        SnapshotHistoryPresenter(view: view).present([StarSnapshot(at: now, stars: 1)], for: RepoName(owner: "a", name: "b"))

        #expect(try #require(view.models.first).summary.text.hasPrefix("1 star, one snapshot ("))
    }

    @Test("says so when there is no history")
    func none() {
        let view = HistoryViewSpy()
        SnapshotHistoryPresenter(view: view).present([], for: RepoName(owner: "a", name: "b"))
        #expect(view.errors.first?.title == "No history for a/b")
    }
}

final class HistoryViewSpy: SnapshotHistoryView, @unchecked Sendable {
    private let lock = NSLock()
    private var _models: [SnapshotHistoryViewModel] = []
    private var _errors: [ErrorViewModel] = []
    private var _daily: [DailyGainsViewModel] = []
    private var _notices: [NoticeViewModel] = []
    var models: [SnapshotHistoryViewModel] { lock.withLock { _models } }
    var errors: [ErrorViewModel] { lock.withLock { _errors } }
    var daily: [DailyGainsViewModel] { lock.withLock { _daily } }
    var notices: [NoticeViewModel] { lock.withLock { _notices } }
    func display(_ viewModel: SnapshotHistoryViewModel) { lock.withLock { _models.append(viewModel) } }
    func display(_ viewModel: ErrorViewModel) { lock.withLock { _errors.append(viewModel) } }
    func display(_ viewModel: DailyGainsViewModel) { lock.withLock { _daily.append(viewModel) } }
    func display(_ viewModel: NoticeViewModel) { lock.withLock { _notices.append(viewModel) } }
}
