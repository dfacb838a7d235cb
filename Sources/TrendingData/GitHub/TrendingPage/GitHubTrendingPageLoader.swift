#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import TrendingDomain

/// GitHub's trending pages (`/trending`, `/trending/developers`) on the API's web host, read by a
/// `TrendingPageReading` and cached like a list, revalidated after `maxAge` and on refresh; the
/// token is never sent (Architecture.md, Decisions: "The trending page is fetched like the API, without the token").
public final class GitHubTrendingPageLoader: Sendable {
    private let client: any NetworkClient
    private let origin: String
    private let userAgent: String
    private let timeout: TimeInterval
    private let cache: TrendingPageCache
    private let wait: TrendingPageWait
    private let reader: any TrendingPageReading
    private let maxAge: TimeInterval
    private let now: @Sendable () -> Date
    private let onCacheProblem: @Sendable (CacheError) -> Void

    /// `api` gives the web host, User-Agent, deadline and cache scope (never its token); `maxAge`
    /// is `--max-age`; `onCacheProblem` hears of a cached page unreadable or moved aside (the page
    /// is then fetched); `requestTimeout` caps the page below the whole run (`GitHubAPI.requestShare(run:)`).
    public init(
        client: any NetworkClient, api: GitHubAPI, storage: any LocalStorageClient,
        reader: any TrendingPageReading = GitHubTrendingPageReader(), maxAge: TimeInterval,
        now: @escaping @Sendable () -> Date, onCacheProblem: @escaping @Sendable (CacheError) -> Void = { _ in },
        requestTimeout: TimeInterval? = nil
    ) {
        self.client = client
        origin = api.webLinks.origin
        userAgent = api.userAgent
        timeout = min(api.timeout, requestTimeout ?? api.timeout)
        cache = TrendingPageCache(storage: storage, scope: api.cacheScope, now: now)
        wait = TrendingPageWait(storage: storage, scope: api.cacheScope, now: now)
        self.reader = reader
        self.maxAge = maxAge
        self.now = now
        self.onCacheProblem = onCacheProblem
    }

    /// The repos on `/trending[/LANGUAGE]?since=…`, in the page's order.
    public func repos(
        since: TrendingPeriod, language: String?, spokenLanguage: String?, mode: LoadMode
    ) async -> TrendingPageAnswer<[TrendingPageRow]> {
        let address = address(.repos, since: since, language: language, spokenLanguage: spokenLanguage)
        return await load(address, mode: mode, rows: \.repos) { [reader] body in
            let rows = reader.repos(in: body)
            return rows.isEmpty ? nil : TrendingPageCache.Entry(repos: rows, fetchedAt: .distantPast)
        }
    }

    /// The developers on `/trending/developers[/LANGUAGE]?since=…`, in the page's order.
    public func developers(
        since: TrendingPeriod, language: String?, spokenLanguage: String?, mode: LoadMode
    ) async -> TrendingPageAnswer<[TrendingDeveloperRow]> {
        let address = address(.developers, since: since, language: language, spokenLanguage: spokenLanguage)
        return await load(address, mode: mode, rows: \.developers) { [reader] body in
            let rows = reader.developers(in: body)
            return rows.isEmpty ? nil : TrendingPageCache.Entry(developers: rows, fetchedAt: .distantPast)
        }
    }

    /// Where the page for these options is.
    public func address(
        _ page: TrendingPageAddress.Page, since: TrendingPeriod, language: String?, spokenLanguage: String?
    ) -> TrendingPageAddress {
        TrendingPageAddress(page, origin: origin, since: since, language: language, spokenLanguage: spokenLanguage)
    }

    private func load<Rows: Sendable & Collection>(
        _ address: TrendingPageAddress, mode: LoadMode, rows: KeyPath<TrendingPageCache.Entry, Rows>,
        read: ([UInt8]) -> TrendingPageCache.Entry?
    ) async -> TrendingPageAnswer<Rows> {
        // A page GitHub said lists none is cached as an entry without rows: that answer again.
        func answer(_ entry: TrendingPageCache.Entry, fromCache: Bool) -> TrendingPageAnswer<Rows> {
            entry[keyPath: rows].isEmpty ? .listsNone(fetchedAt: entry.fetchedAt, fromCache: fromCache) : .rows(entry[keyPath: rows], fetchedAt: entry.fetchedAt, fromCache: fromCache)
        }
        let cached = cache.load(address, onProblem: onCacheProblem)
        switch mode {
        case .offline:
            guard let cached else { return .unavailable(.offlineNothingCached) }
            return answer(cached, fromCache: true)
        case .automatic:
            if let cached, CachePolicy.isFresh(fetchedAt: cached.fetchedAt, now: now(), maxAge: maxAge) {
                return answer(cached, fromCache: true)
            }
        case .refresh:
            break
        }
        if let waiting = currentWait() {
            return .unavailable(.rateLimited(retryAfter: waiting.askedUntil, keptUntil: waiting.until))
        }
        let response: HTTPResponse
        do {
            response = try await client.send(request(address, revalidating: cached))
        } catch .responseTooLarge(let limit) {
            return .unavailable(.tooLarge(limit: limit))
        } catch .unreadableHeaders(let fault) {
            return .unavailable(.unreadableHeaders(fault))
        } catch .badAnswer(let detail) {
            return .unavailable(.badAnswer(detail))
        } catch .helper(let detail) {
            return .unavailable(.brokenInstallation(detail))
        } catch {
            return .unavailable(.network(error.words))
        }
        let fetchedAt = now()
        switch response.status {
        case 200...299:
            // GitHub's word that it lists none is an answer, cached like rows (reused within
            // `--max-age`, revalidated); markup with no row and no such word is no answer.
            let body = Array(response.body)
            guard var entry = read(body) ?? (reader.listsNone(body) ? TrendingPageCache.Entry(fetchedAt: fetchedAt) : nil) else {
                return .unavailable(.noRows)
            }
            entry.etag = response.header("etag").flatMap(TrendingPageCache.validator)
            entry.lastModified = response.header("last-modified").flatMap(TrendingPageCache.validator)
            entry.fetchedAt = fetchedAt
            cache.save(entry, for: address, onProblem: onCacheProblem)
            return answer(entry, fromCache: false)
        case 304:
            // Only a request that sent a validator can be answered "not modified": one never asked
            // for is no answer, whatever is cached (its copy stands in as for any failure).
            guard var entry = cached, entry.etag != nil || entry.lastModified != nil else { return .unavailable(.http(status: 304)) }
            entry.fetchedAt = fetchedAt
            if let etag = response.header("etag").flatMap(TrendingPageCache.validator) { entry.etag = etag }
            if let date = response.header("last-modified").flatMap(TrendingPageCache.validator) { entry.lastModified = date }
            cache.save(entry, for: address, onProblem: onCacheProblem)
            return answer(entry, fromCache: true)
        case _ where response.status == 429 || response.status == 403 && response.header("retry-after") != nil:
            // Honoured by this run and the next ones: the page is not asked again until then.
            let asked = wait.save(retryAfter: Self.retryAfter(response, now: fetchedAt), at: fetchedAt)
            return .unavailable(.rateLimited(retryAfter: asked.askedUntil, keptUntil: asked.until))
        default:
            return .unavailable(.http(status: response.status))
        }
    }

    /// A GET that carries no token: the page is the web host's, not the API's. It is asked once
    /// a run: a failure is not retried, and the run goes on without the page; only a 429 (or a
    /// 5xx) naming a wait that fits the page's share of the deadline is waited out and asked once more.
    private func request(_ address: TrendingPageAddress, revalidating cached: TrendingPageCache.Entry?) -> HTTPRequest {
        var headers = ["User-Agent": userAgent, "Accept": "text/html"]
        if let etag = cached?.etag { headers["If-None-Match"] = etag }
        if let date = cached?.lastModified { headers["If-Modified-Since"] = date }
        return HTTPRequest(url: address.url, headers: headers, timeout: timeout, retries: .askedWaits)
    }

    /// The wait a rate-limited answer asked for and that is not over; an unreadable record of it
    /// is moved aside and reported like an unreadable cached page.
    private func currentWait() -> TrendingPageWait.Entry? {
        do {
            return try wait.current(at: now())
        } catch {
            onCacheProblem(error)
            return nil
        }
    }

    /// `Retry-After` in seconds: its delay-seconds, or its HTTP date less the answer's `Date`, or
    /// less this machine's clock when the answer sent no `Date`.
    private static func retryAfter(_ response: HTTPResponse, now: Date) -> TimeInterval? {
        RateLimitHeaders(response).retryAfter(at: now)
    }
}
