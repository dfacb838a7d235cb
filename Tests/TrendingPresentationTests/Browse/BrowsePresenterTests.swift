import Foundation
import Testing
import TrendingDomain
import TrendingPresentation

@Suite("BrowsePresenter: the live list's banner and progress")
struct BrowsePresenterTests {
    @Test("offline with a cache: when the list is from, and when the next try is")
    func offlineWithCache() {
        let (sut, view) = makeSUT()

        sut.presentRefreshFailed(.unreachable("refused"), cachedAt: now.addingTimeInterval(-2 * 3600 - 5), retryIn: 8)

        #expect(view.banners == ["Offline (connection refused) — showing the list from 2h ago · retrying in 8 s"])
    }

    @Test("a retry under way says so, not a countdown")
    func retryUnderWay() {
        let (sut, view) = makeSUT()

        sut.presentRefreshFailed(.serverError(status: 503), cachedAt: nil, retryIn: 0)

        #expect(view.banners == ["Offline (HTTP 503) — nothing cached yet · retrying now…"])
    }

    @Test("a failure no retry would fix has no countdown: r is the way")
    func noCountdown() {
        let (sut, view) = makeSUT()

        sut.presentRefreshFailed(.rateLimited(resetsAt: now.addingTimeInterval(3600)), cachedAt: nil, retryIn: nil)

        #expect(view.banners == ["Rate limited (resets in 1 h) — nothing cached yet · r to retry"])
    }

    @Test("offline with nothing cached")
    func offlineEmpty() {
        let (sut, view) = makeSUT()

        sut.presentRefreshFailed(.timedOut, cachedAt: nil, retryIn: 7.2)

        #expect(view.banners == ["Offline (timed out) — nothing cached yet · retrying in 8 s"])
    }

    @Test("the banner says why it is offline, not only that it is", arguments: [
        (RemoteLoadError.unreachable("Could not connect to the server."), "Offline (connection refused)"),
        (.unreachable("A server with the specified hostname could not be found."), "Offline (name not resolved)"),
        (.unreachable("The Internet connection appears to be offline."), "Offline (no network)"),
        (.timedOut, "Offline (timed out)"),
        (.serverError(status: 503), "Offline (HTTP 503)"),
        (.unreachable("Failed to connect to 127.0.0.1 port 42065 after 3 ms: Couldn't connect to server"), "Offline (connection refused)"),
        (.unreachable("Could not resolve host: api.example"), "Offline (name not resolved)"),
        (.rateLimited(resetsAt: Date(timeIntervalSince1970: 1_795_435_200 + 42 * 60 - 30)), "Rate limited (resets in 42 min)"),
        (.rateLimited(resetsAt: Date(timeIntervalSince1970: 1_795_435_200 + 20)), "Rate limited (resets in 20 s)"),
    ])
    func offlineCause(error: RemoteLoadError, lead: String) {
        let (sut, view) = makeSUT()

        sut.presentRefreshFailed(error, cachedAt: nil, retryIn: 8)

        #expect(view.banners == ["\(lead) — nothing cached yet · retrying in 8 s"])
    }

    @Test("a refusal that is not a lost connection says what GitHub said")
    func refused() {
        let (sut, view) = makeSUT()

        sut.presentRefreshFailed(.unauthorized(tokenSent: true, message: "Bad credentials"), cachedAt: now.addingTimeInterval(-300), retryIn: 60)

        #expect(view.banners.first??.hasPrefix("Could not refresh (") == true)
        #expect(view.banners.first??.hasSuffix("— showing the list from 5m ago · retrying in 60 s") == true)
    }

    @Test("online again: the banner goes")
    func online() {
        let (sut, view) = makeSUT()

        sut.presentOnline()

        #expect(view.banners == [nil])
    }

    @Test("loaded of GitHub's total capped at 1,000; more to load until then; measuring while gains fill in")
    func progress() {
        let (sut, view) = makeSUT()

        sut.presentProgress(loaded: 100, total: 734)
        sut.presentProgress(loaded: 100, total: 4821, measured: (12, 100))
        sut.presentProgress(loaded: 1000, total: 4821, measured: (100, 100))
        sut.presentProgress(loaded: 30, total: nil)
        sut.presentProgress(loaded: 90, total: 734, exhausted: true)
        sut.presentProgress(loaded: nil, total: nil, measured: (3, 100))

        #expect(view.progress == [
            BrowseProgressViewModel(loaded: "100 of 734", canLoadMore: true),
            BrowseProgressViewModel(loaded: "100 of 1000", measuring: "measuring 12/100", canLoadMore: true),
            BrowseProgressViewModel(loaded: "1000 of 1000", canLoadMore: false),
            BrowseProgressViewModel(loaded: "30 loaded", canLoadMore: false),
            BrowseProgressViewModel(loaded: "90 of 734", canLoadMore: false),
            BrowseProgressViewModel(loaded: nil, measuring: "measuring 3/100", canLoadMore: false),
        ])
    }

    // MARK: - Helpers

    private let now = Date(timeIntervalSince1970: 1_795_435_200)

    private func makeSUT() -> (BrowsePresenter, BrowseViewSpy) {
        let view = BrowseViewSpy()
        let now = self.now
        return (BrowsePresenter(view: view, now: { now }), view)
    }
}

final class BrowseViewSpy: BrowseView, @unchecked Sendable {
    private let lock = NSLock()
    private var _banners: [String?] = []
    private var _progress: [BrowseProgressViewModel] = []
    var banners: [String?] { lock.withLock { _banners } }
    var progress: [BrowseProgressViewModel] { lock.withLock { _progress } }

    func display(_ viewModel: BrowseBannerViewModel) { lock.withLock { _banners.append(viewModel.message?.text) } }
    func display(_ viewModel: BrowseProgressViewModel) { lock.withLock { _progress.append(viewModel) } }
    func display(_ viewModel: LoadingViewModel) {}
    func display(_ viewModel: TrendingListViewModel) {}
    func display(_ viewModel: NoticeViewModel) {}
    func display(_ viewModel: ErrorViewModel) {}
}
