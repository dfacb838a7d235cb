#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import TrendingDomain

/// The star-history gateway: `GET /repos/{owner}/{repo}/stargazers/history?per_page=WEEKS`
/// with API version 2026-03-10, revalidated with its ETag (a 304 costs no rate limit when
/// authenticated). With a `RunDeadline`, every request shares the run's: `--timeout` bounds the
/// whole measuring, with the searches before it; with `requestTimeout`, each request also has its
/// own, so one stalling repo costs only that.
public struct GitHubStarHistoryLoader: StarHistoryLoader {
    /// The API version the endpoint is documented under.
    public static let apiVersion = "2026-03-10"
    /// GitHub's most weeks a page.
    static let maxWeeks = 30

    private let client: any NetworkClient
    private let api: GitHubAPI
    private let now: @Sendable () -> Date
    private let clock: MonotonicClock
    private let deadline: RunDeadline?
    private let requestTimeout: TimeInterval?
    private let retries: HTTPRequest.Retries
    private let keepsReserve: Bool

    /// - Parameters:
    ///   - requestTimeout: one request's most, when less than all the time left (many repos).
    ///   - deadline: the run's, shared with its searches; without one each load has all of `--timeout`.
    ///   - retries: `.askedWaits` for many repos: a failure costs only its repo, retried only after a short wait asked.
    ///   - keepsReserve: many repos: no next page at `MeasureGainsUseCase.reserve` (a rate limit).
    public init(
        client: any NetworkClient, api: GitHubAPI, now: @escaping @Sendable () -> Date,
        clock: @escaping MonotonicClock = SystemMonotonicClock.now, requestTimeout: TimeInterval? = nil,
        deadline: RunDeadline? = nil, retries: HTTPRequest.Retries = .failures, keepsReserve: Bool = false
    ) {
        self.retries = retries
        self.keepsReserve = keepsReserve
        self.client = client
        self.api = api
        self.now = now
        self.clock = clock
        self.requestTimeout = requestTimeout
        self.deadline = deadline
    }

    public var isAuthenticated: Bool { api.hasToken }

    public func load(_ name: RepoName, id: Int?, weeks: Int, etag: String?) async throws(StarHistoryLoadError) -> StarHistoryAnswer {
        // A name GitHub can't have came from a hostile answer: no request is built from it.
        guard name.isGitHubName else { throw .malformed(.impossibleName) }
        let asked = min(max(1, weeks), Self.maxWeeks)
        let first = Self.url(for: name, weeks: weeks, api: api)
        var url = first
        var pages: [Data] = [], asks: Set<String> = [], firstTag: String?, before = 0, movedTo: Int?
        var own = StarHistoryAddresses(asked: first, name: name, id: id)
        // One deadline for every page of the answer: --timeout bounds the whole of it.
        let ends = deadline?.instant ?? clock() + api.timeout
        while true {
            asks.insert(url.absoluteString)
            let (response, authorization) = try await send(url, etag: pages.isEmpty ? etag : nil, ends: ends, admits: own)
            // Redirected to another repo's history (or another server's), the answer is not this repo's.
            let answered = response.redirectedTo ?? url
            guard own.admits(answered) else { throw .malformed(.redirectedAway) }
            if pages.isEmpty, response.redirectedTo != nil { movedTo = own.movedID(answered) }
            let limits = RateLimitHeaders(response)
            let budget = RateBudget(remaining: limits.remaining, resetsAt: limits.resetsAt)
            if response.status == 304, pages.isEmpty { return StarHistoryAnswer(fetch: .notModified, budget: budget, movedTo: movedTo) }
            guard (200...299).contains(response.status) else {
                throw Self.error(for: response, later: !pages.isEmpty, now: now(), authorization: authorization)
            }
            if pages.isEmpty { firstTag = response.header("etag").flatMap(Self.usableETag) }
            pages.append(response.body)
            let mapped: (days: [DailyStars], weeks: Int)
            switch GitHubStarHistoryMapper.days(pages: pages, now: now()) {
            case .success(let answer): mapped = answer
            case .failure(let defect): throw .malformed(defect)
            }
            let held = mapped.weeks, link = LinkHeader.next(in: response.header("link"), relativeTo: answered)
            // A page linked to that adds no week and links on to none broke its promise of more.
            if pages.count > 1, held == before, link == nil { throw .malformed(.linkedPageAddedNone(held: held, asked: asked)) }
            before = held
            // The weeks asked, or fewer with no next page: GitHub's whole history. The ETag is
            // the first page's, the one a later request revalidates.
            guard held < asked, let next = link else {
                return StarHistoryAnswer(fetch: .modified(mapped.days, etag: firstTag), budget: budget, movedTo: movedTo)
            }
            // This repo's own next page only, on the server and scheme asked (another would get our
            // headers), never one asked already (a loop), and a few at most. A page may
            // repeat a week (a new week began while paging), so one adding none is no reason to stop.
            guard own.admits(next), !asks.contains(next.absoluteString), pages.count < Self.maxPages
            else {
                throw .malformed(.shortOfWeeks(held: held, asked: asked))
            }
            if keepsReserve, let remaining = budget.remaining, remaining <= MeasureGainsUseCase.reserve { throw .rateLimited(resetsAt: budget.resetsAt) }
            url = next
        }
    }

    /// The most pages of one answer followed: GitHub gives the 30 weeks asked at most in one.
    static let maxPages = 6

    /// One request of the answer, with the run's deadline and the request's own timeout; and
    /// the `Authorization` it carried, for what an error answer means and says.
    /// A redirect is followed only where `admits` takes an answer from: another repo's history is
    /// never asked (README, "A redirect is followed only to the repo's own history").
    private func send(_ url: URL, etag: String?, ends: Double, admits: StarHistoryAddresses) async throws(StarHistoryLoadError) -> (HTTPResponse, String?) {
        var request = api.request(url)
        request.admitsRedirect = { next in
            var addresses = admits
            return addresses.admits(next)
        }
        request.headers["X-GitHub-Api-Version"] = Self.apiVersion
        request.retries = retries
        if let etag { request.headers["If-None-Match"] = etag }
        let left = ends - clock()
        guard left > 0 else { throw .deadlinePassed }
        request.timeout = min(left, requestTimeout ?? left)
        do {
            return (try await client.send(request), request.headers["Authorization"])
        } catch {
            // Out of the run's time, the repo is not to blame: the rest of the run is.
            if error == .timedOut, clock() >= ends { throw .deadlinePassed }
            throw .failed(RemoteLoadError(error))
        }
    }

    /// What an answer other than 2xx (or a first page's 304) says. A `later` page's 404 or 400
    /// is that page's: the repo's failure, never a judgement of the endpoint page 1 just answered.
    private static func error(for response: HTTPResponse, later: Bool, now: Date, authorization: String?) -> StarHistoryLoadError {
        switch response.status {
        case 400 where later, 404 where later, 410 where later:
            return .failed(.unexpectedStatus(response.status))
        case 304:
            // A later page is asked without an ETag: a 304 to it is no answer.
            return .malformed(.notModifiedWithoutCache)
        case 404, 410:
            // About this repo (deleted, renamed, private); the endpoint's status weighs it.
            return .notFound
        case 400 where String(decoding: response.body.prefix(4096), as: UTF8.self).lowercased().contains("version"):
            return .unavailable
        default:
            switch GitHubErrorMapper.error(for: response, now: now, authorization: authorization) {
            case .rateLimited(let resetsAt):
                // The hour's budget not spent: GitHub's secondary limit refused this request. It
                // stops the run too, but as a failure met on this repo, asked after the others next.
                if let remaining = RateLimitHeaders(response).remaining, remaining > 0 { return .failed(.rateLimited(resetsAt: resetsAt)) }
                return .rateLimited(resetsAt: resetsAt)
            case let other: return .failed(other)
            }
        }
    }

    /// An ETag goes back in a header: only printable ASCII of a sane length may.
    static func usableETag(_ value: String) -> String? {
        guard !value.isEmpty, value.utf8.count <= 256, value.utf8.allSatisfy({ (0x21...0x7E).contains($0) || $0 == 0x20 }) else { return nil }
        return value
    }

    /// `{api}/repos/{owner}/{repo}/stargazers/history?per_page=N`, for a name that `isGitHubName`.
    public static func url(for name: RepoName, weeks: Int, api: GitHubAPI) -> URL {
        api.url(path: "/repos/\(name.owner)/\(name.name)/stargazers/history", query: "per_page=\(min(max(1, weeks), maxWeeks))")
    }
}
