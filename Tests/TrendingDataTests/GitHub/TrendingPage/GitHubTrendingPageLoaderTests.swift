import Foundation
import Testing
import TrendingData
import TrendingDomain
import TrendingTestSupport

@Suite("GitHubTrendingPageLoader")
struct GitHubTrendingPageLoaderTests {
    // MARK: - Where it asks

    @Test("asks github.com for api.github.com, with since, the language's slug and the spoken language")
    func dotComURLs() async {
        let (sut, client, _) = makeSUT(answers: [.success(pageResponse())])

        _ = await sut.repos(since: .weekly, language: "C++", spokenLanguage: "zh", mode: .refresh)

        #expect(client.requests.map(\.url.absoluteString) == ["https://github.com/trending/c++?since=weekly&spoken_language_code=zh"])
    }

    @Test("writes GitHub's slugs: lower case, spaces as -, # as %23, punctuation kept, the rest percent-encoded")
    func slugs() {
        #expect(TrendingPageAddress.slug("C#") == "c%23")
        #expect(TrendingPageAddress.slug("F#") == "f%23")
        #expect(TrendingPageAddress.slug("C++") == "c++")
        #expect(TrendingPageAddress.slug("Jupyter Notebook") == "jupyter-notebook")
        #expect(TrendingPageAddress.slug("Visual Basic .NET") == "visual-basic-.net")
        #expect(TrendingPageAddress.slug("Ren'Py") == "ren'py")
        #expect(TrendingPageAddress.slug("a/b?c%d") == "a%2Fb%3Fc%25d")
        #expect(TrendingPageAddress.slug("Überlang") == "%C3%BCberlang")
        #expect(TrendingPageAddress.slug("  ") == nil)
        // Dots alone would be the page itself or its parent: encoded, they stay a name.
        #expect(TrendingPageAddress.slug(".") == "%2E" && TrendingPageAddress.slug("..") == "%2E%2E")
    }

    @Test("leaves out a spoken language that is not a code")
    func spokenLanguageCodes() {
        #expect(TrendingPageAddress.spokenLanguageCode("EN") == "en")
        #expect(TrendingPageAddress.spokenLanguageCode("zh") == "zh")
        #expect(TrendingPageAddress.spokenLanguageCode("en&since=monthly") == nil)
        #expect(TrendingPageAddress.spokenLanguageCode("x") == nil)
    }

    @Test("asks the page on each API base's web host: GitHub Enterprise and loopback")
    func otherHosts() async {
        for (base, expected) in [
            ("https://ghe.example.com/api/v3", "https://ghe.example.com/trending/developers/rust"),
            ("http://127.0.0.1:8123", "http://127.0.0.1:8123/trending/developers/rust"),
        ] {
            let (sut, client, _) = makeSUT(base: base, answers: [.success(pageResponse("developers-2026.html"))])

            _ = await sut.developers(since: .daily, language: "Rust", spokenLanguage: nil, mode: .refresh)

            #expect(client.requests.map(\.url.absoluteString) == [expected])
        }
    }

    @Test("never sends the token, even over https or to loopback, and says who it is and what it wants")
    func noToken() async {
        for base in ["https://api.github.com", "https://ghe.example.com/api/v3", "http://127.0.0.1:8123"] {
            let (sut, client, _) = makeSUT(base: base, token: "ghp_secret", answers: [.success(pageResponse())])

            _ = await sut.repos(since: .daily, language: nil, spokenLanguage: nil, mode: .refresh)

            let request = client.requests.first
            #expect(request?.headers.keys.contains { $0.lowercased() == "authorization" } == false)
            #expect(request?.headers.values.contains { $0.contains("ghp_secret") } == false)
            #expect(request?.headers["User-Agent"] == "trending/9.9.9")
            #expect(request?.headers["Accept"] == "text/html")
            #expect(request?.timeout == 12)
        }
    }

    @Test("gives the page its share of a list's deadline when told to, so a stall costs only that")
    func requestTimeout() async {
        let (sut, client, _) = makeSUT(answers: [.success(pageResponse())], requestTimeout: GitHubAPI.requestShare(run: 30))

        _ = await sut.repos(since: .daily, language: nil, spokenLanguage: nil, mode: .refresh)

        #expect(client.requests.first?.timeout == 6)
        #expect(GitHubAPI.requestShare(run: 5) == 2 && GitHubAPI.requestShare(run: 1) == 1)
    }

    // MARK: - Answers

    @Test("reads the rows of a fetched page and caches them with the page's validators")
    func fetched() async throws {
        let (sut, _, storage) = makeSUT(answers: [.success(pageResponse(headers: ["ETag": "W/\"abc\"", "Last-Modified": "Mon, 23 Nov 2026 11:00:00 GMT"]))])

        let answer = await sut.repos(since: .daily, language: nil, spokenLanguage: nil, mode: .automatic)

        guard case .rows(let rows, let fetchedAt, let fromCache) = answer else { Issue.record("\(answer)"); return }
        #expect(rows.count == 25 && rows.first?.name == "quill")
        #expect(fetchedAt == referenceNow && !fromCache)
        #expect(storage.files.keys.sorted() == ["page-_2Ftrending.json"])
        #expect(CacheFileNames.isCacheFile("page-_2Ftrending.json"))
    }

    @Test("names a long language's page copy by its hash, under the 255 bytes a file name may take")
    func longLanguage() async throws {
        let (sut, _, storage) = makeSUT(answers: [.success(pageResponse())])
        let language = String(repeating: "Visual Basic ", count: 20)

        _ = await sut.repos(since: .daily, language: language, spokenLanguage: nil, mode: .automatic)

        let key = try #require(storage.files.keys.first)
        #expect(key.hasPrefix("page-_2Ftrending_2Fvisual") && key.hasSuffix(".json") && key.utf8.count <= 255, "\(key)")
        #expect(CacheFileNames.isCacheFile(key))
    }

    @Test("uses a cached page within max-age without asking")
    func fresh() async {
        let (sut, client, _) = makeSUT(answers: [.success(pageResponse()), .failure(.transport("down"))], maxAge: 3600)
        _ = await sut.repos(since: .daily, language: nil, spokenLanguage: nil, mode: .automatic)

        let answer = await sut.repos(since: .daily, language: nil, spokenLanguage: nil, mode: .automatic)

        #expect(client.requests.count == 1)
        guard case .rows(let rows, _, true) = answer else { Issue.record("\(answer)"); return }
        #expect(rows.count == 25)
    }

    @Test("revalidates a page past max-age, and always on refresh, with its ETag and Last-Modified; a 304 keeps it")
    func revalidates() async {
        let clock = TestClock(referenceNow)
        let (sut, client, _) = makeSUT(
            answers: [
                .success(pageResponse(headers: ["ETag": "\"v1\"", "Last-Modified": "Mon, 23 Nov 2026 11:00:00 GMT"])),
                .success(HTTPResponse(status: 304, headers: ["ETag": "\"v2\""])),
                .success(HTTPResponse(status: 304)),
            ],
            maxAge: 60, now: clock.now
        )
        _ = await sut.repos(since: .daily, language: nil, spokenLanguage: nil, mode: .automatic)
        clock.advance(61)

        let stale = await sut.repos(since: .daily, language: nil, spokenLanguage: nil, mode: .automatic)
        let refreshed = await sut.repos(since: .daily, language: nil, spokenLanguage: nil, mode: .refresh)

        #expect(client.requests.count == 3)
        #expect(client.requests[1].headers["If-None-Match"] == "\"v1\"")
        #expect(client.requests[1].headers["If-Modified-Since"] == "Mon, 23 Nov 2026 11:00:00 GMT")
        #expect(client.requests[2].headers["If-None-Match"] == "\"v2\"", "a 304's new ETag replaces the old")
        guard case .rows(let rows, let fetchedAt, true) = stale else { Issue.record("\(stale)"); return }
        #expect(rows.count == 25 && fetchedAt == referenceNow.addingTimeInterval(61))
        guard case .rows(let again, _, true) = refreshed else { Issue.record("\(refreshed)"); return }
        #expect(again == rows)
    }

    @Test("a 304 to a request that sent no validator (the copy had none) is no answer: unavailable, the copy left as it was (bb31 i-D2)")
    func notModifiedNeverAsked() async {
        let clock = TestClock(referenceNow)
        let (sut, client, _) = makeSUT(answers: [.success(pageResponse()), .success(HTTPResponse(status: 304))], maxAge: 60, now: clock.now)
        _ = await sut.repos(since: .daily, language: nil, spokenLanguage: nil, mode: .automatic)
        clock.advance(61)

        let answer = await sut.repos(since: .daily, language: nil, spokenLanguage: nil, mode: .automatic)
        let copy = await sut.repos(since: .daily, language: nil, spokenLanguage: nil, mode: .offline)

        #expect(client.requests[1].headers["If-None-Match"] == nil && client.requests[1].headers["If-Modified-Since"] == nil)
        guard case .unavailable(.http(status: 304)) = answer else { Issue.record("\(answer)"); return }
        guard case .rows(_, let fetchedAt, true) = copy else { Issue.record("\(copy)"); return }
        #expect(fetchedAt == referenceNow, "not dated now: nothing confirmed it")
    }

    @Test("offline reads only the cache, and says when nothing is cached")
    func offline() async {
        let (sut, client, _) = makeSUT(answers: [.success(pageResponse("developers-2026.html"))])

        let nothing = await sut.developers(since: .daily, language: nil, spokenLanguage: nil, mode: .offline)
        _ = await sut.developers(since: .daily, language: nil, spokenLanguage: nil, mode: .refresh)
        let cached = await sut.developers(since: .daily, language: nil, spokenLanguage: nil, mode: .offline)

        guard case .unavailable(.offlineNothingCached) = nothing else { Issue.record("\(nothing)"); return }
        guard case .rows(let rows, _, true) = cached else { Issue.record("\(cached)"); return }
        #expect(rows.count == 25 && rows.first?.login == "ada-k")
        #expect(client.requests.count == 1)
    }

    @Test("keeps pages apart: since, language, spoken language, repos and developers, and API servers")
    func separateCacheFiles() async {
        let (sut, _, storage) = makeSUT(answers: [.success(pageResponse())])
        _ = await sut.repos(since: .daily, language: nil, spokenLanguage: nil, mode: .refresh)
        _ = await sut.repos(since: .weekly, language: nil, spokenLanguage: nil, mode: .refresh)
        _ = await sut.repos(since: .daily, language: "C#", spokenLanguage: nil, mode: .refresh)
        _ = await sut.repos(since: .daily, language: nil, spokenLanguage: "en", mode: .refresh)

        #expect(Set(storage.files.keys).count == 4)
        let (other, _, otherStorage) = makeSUT(base: "http://127.0.0.1:8123", answers: [.success(pageResponse())])
        _ = await other.repos(since: .daily, language: nil, spokenLanguage: nil, mode: .refresh)
        #expect(otherStorage.files.keys.first?.hasPrefix("127.0.0.1-8123-page-") == true)
    }

    @Test("reads a 429 as rate limited, until the instant Retry-After names")
    func rateLimited() async {
        let (sut, _, _) = makeSUT(answers: [.success(HTTPResponse(status: 429, headers: ["Retry-After": "120"]))])

        let answer = await sut.repos(since: .daily, language: nil, spokenLanguage: nil, mode: .refresh)

        guard case .unavailable(.rateLimited(let retryAt, let kept)) = answer else { Issue.record("\(answer)"); return }
        #expect(retryAt == referenceNow.addingTimeInterval(120) && kept == retryAt)
    }

    @Test("asks the page once: a failure is not retried, only a wait GitHub asks for (a 429's, or a 5xx's Retry-After)")
    func askedOnce() async {
        let (sut, client, _) = makeSUT(answers: [.success(HTTPResponse(status: 503))])

        _ = await sut.repos(since: .daily, language: nil, spokenLanguage: nil, mode: .refresh)

        #expect(client.requests.map(\.retries) == [.askedWaits])
    }

    @Test("honours a 429's Retry-After in later runs too: no page is asked until it is over, repos or developers")
    func rememberedWait() async {
        let clock = TestClock(referenceNow)
        let storage = InMemoryStorage()
        let first = makeSUT(answers: [.success(HTTPResponse(status: 429, headers: ["Retry-After": "120"]))], now: clock.now, storage: storage)
        _ = await first.0.repos(since: .daily, language: nil, spokenLanguage: nil, mode: .refresh)
        clock.advance(119)
        let later = makeSUT(answers: [.success(pageResponse())], now: clock.now, storage: storage)

        let waiting = await later.0.repos(since: .weekly, language: nil, spokenLanguage: nil, mode: .refresh)
        let developers = await later.0.developers(since: .daily, language: nil, spokenLanguage: nil, mode: .automatic)
        clock.advance(1)
        let over = await later.0.repos(since: .daily, language: nil, spokenLanguage: nil, mode: .refresh)

        guard case .unavailable(.rateLimited(let retryAt, _)) = waiting else { Issue.record("\(waiting)"); return }
        #expect(retryAt == referenceNow.addingTimeInterval(120), "GitHub's own instant, as first said")
        guard case .unavailable(.rateLimited) = developers else { Issue.record("\(developers)"); return }
        guard case .rows = over else { Issue.record("\(over)"); return }
        #expect(later.1.requests.count == 1, "asked only once the wait was over")
    }

    @Test("a 429 naming no wait keeps the page off for a minute, and says no instant")
    func unnamedWait() async {
        let clock = TestClock(referenceNow)
        let (sut, client, _) = makeSUT(
            answers: [.success(HTTPResponse(status: 429)), .success(pageResponse())], now: clock.now
        )
        let first = await sut.repos(since: .daily, language: nil, spokenLanguage: nil, mode: .refresh)
        clock.advance(59)
        let second = await sut.repos(since: .daily, language: nil, spokenLanguage: nil, mode: .refresh)
        clock.advance(1)
        let third = await sut.repos(since: .daily, language: nil, spokenLanguage: nil, mode: .refresh)

        #expect(client.requests.count == 2)
        // GitHub named no instant; this tool's own minute is said as its own.
        let kept = referenceNow.addingTimeInterval(60)
        guard case .unavailable(.rateLimited(nil, kept)) = first, case .unavailable(.rateLimited(nil, kept)) = second else {
            Issue.record("\(first) \(second)"); return
        }
        guard case .rows = third else { Issue.record("\(third)"); return }
    }

    @Test("a 429 naming a wait of nothing (0, a date already past) keeps the page off for a minute, as one naming none (bb40 l2-D3)", arguments: [
        ["Retry-After": "0"], ["Retry-After": "Mon, 23 Nov 2026 09:50:00 GMT", "Date": "Mon, 23 Nov 2026 10:00:00 GMT"],
    ])
    func nothingToWait(headers: [String: String]) async {
        let clock = TestClock(referenceNow)
        let (sut, client, _) = makeSUT(answers: [.success(HTTPResponse(status: 429, headers: headers)), .success(pageResponse())], now: clock.now)
        let first = await sut.repos(since: .daily, language: nil, spokenLanguage: nil, mode: .refresh)
        clock.advance(59)
        _ = await sut.repos(since: .daily, language: nil, spokenLanguage: nil, mode: .refresh)

        #expect(client.requests.count == 1, "not asked again within the minute")
        guard case .unavailable(.rateLimited(nil, referenceNow.addingTimeInterval(60))) = first else { Issue.record("\(first)"); return }
    }

    @Test("a wait longer than an hour is said as asked but kept for an hour; a 403 naming a wait is kept too")
    func longestWait() async {
        let clock = TestClock(referenceNow)
        let (sut, client, _) = makeSUT(
            answers: [.success(HTTPResponse(status: 403, headers: ["Retry-After": "86400"])), .success(pageResponse())], now: clock.now
        )
        let first = await sut.repos(since: .daily, language: nil, spokenLanguage: nil, mode: .refresh)
        clock.advance(3599)
        _ = await sut.repos(since: .daily, language: nil, spokenLanguage: nil, mode: .refresh)
        #expect(client.requests.count == 1)
        clock.advance(1)
        let after = await sut.repos(since: .daily, language: nil, spokenLanguage: nil, mode: .refresh)

        guard case .unavailable(.rateLimited(let retryAt, let kept)) = first else { Issue.record("\(first)"); return }
        #expect(retryAt == referenceNow.addingTimeInterval(86400) && kept == referenceNow.addingTimeInterval(3600))
        guard case .rows = after else { Issue.record("\(after)"); return }
        #expect(client.requests.count == 2)
    }

    @Test("reads a Retry-After HTTP date against the answer's Date, or this machine's clock when it sent none")
    func retryAfterDate() async {
        let withDate = makeSUT(answers: [.success(HTTPResponse(status: 429, headers: [
            "Retry-After": "Mon, 23 Nov 2026 10:05:00 GMT", "Date": "Mon, 23 Nov 2026 10:00:00 GMT",
        ]))])
        let withoutDate = makeSUT(answers: [.success(HTTPResponse(status: 429, headers: ["Retry-After": Self.httpDate(referenceNow + 90)]))])

        let measured = await withDate.0.repos(since: .daily, language: nil, spokenLanguage: nil, mode: .refresh)
        let local = await withoutDate.0.repos(since: .daily, language: nil, spokenLanguage: nil, mode: .refresh)

        guard case .unavailable(.rateLimited(let serverClock, _)) = measured, case .unavailable(.rateLimited(let ownClock, _)) = local else {
            Issue.record("\(measured) \(local)"); return
        }
        #expect(serverClock == referenceNow.addingTimeInterval(300), "5 min, as the server's own clock counts")
        #expect(ownClock == referenceNow.addingTimeInterval(90))
    }

    @Test("a recorded wait that ends too far off (a hand-edited file) is not honoured; an unreadable one is moved aside and said")
    func implausibleWait() async throws {
        let storage = InMemoryStorage()
        let farOff = referenceNow.timeIntervalSince1970 + 86_400 * 365
        try storage.write(Data(#"{"version":1,"until":\#(farOff)}"#.utf8), to: "page-wait.json")
        let problems = ProblemLog()
        let (sut, client, _) = makeSUT(answers: [.success(pageResponse()), .success(pageResponse())], storage: storage, onCacheProblem: problems.record)

        let answer = await sut.repos(since: .daily, language: nil, spokenLanguage: nil, mode: .refresh)
        try storage.write(Data("{not json".utf8), to: "page-wait.json")
        let again = await sut.repos(since: .daily, language: nil, spokenLanguage: nil, mode: .refresh)

        guard case .rows = answer, case .rows = again else { Issue.record("\(answer) \(again)"); return }
        #expect(client.requests.count == 2)
        #expect(problems.all.count == 1, "the unreadable wait is reported: \(problems.all)")
    }

    @Test("reads error statuses, a network failure and a 304 with nothing cached as unavailable, and caches nothing")
    func errors() async {
        let cases: [(Result<HTTPResponse, NetworkError>, TrendingPageFailure)] = [
            (.success(HTTPResponse(status: 404)), .http(status: 404)),
            (.success(HTTPResponse(status: 503, body: Data("<html>Unicorn!</html>".utf8))), .http(status: 503)),
            (.success(HTTPResponse(status: 403)), .http(status: 403)),
            (.success(HTTPResponse(status: 304)), .http(status: 304)),
            (.success(HTTPResponse(status: 429)), .rateLimited(retryAfter: nil, keptUntil: referenceNow.addingTimeInterval(60))),
            (.failure(.transport("connection refused")), .network("connection refused")),
            (.failure(.timedOut), .network("timed out")),
        ]
        for (result, expected) in cases {
            let (sut, _, storage) = makeSUT(answers: [result])

            let answer = await sut.repos(since: .daily, language: nil, spokenLanguage: nil, mode: .refresh)

            guard case .unavailable(let failure) = answer else { Issue.record("\(answer)"); continue }
            #expect(failure == expected)
            #expect(storage.files.keys.filter { $0 != "page-wait.json" }.isEmpty, "no page cached")
        }
    }

    @Test("reads an empty page, a garbage page or a page of the other kind as no rows, and keeps the cached copy")
    func noRows() async {
        for body in [Data(), Data("{\"message\":\"Not Found\"}".utf8), Fixtures.data("trending-page/developers-2026.html")] {
            let (sut, _, storage) = makeSUT(answers: [.success(pageResponse()), .success(HTTPResponse(status: 200, body: body))])
            _ = await sut.repos(since: .daily, language: nil, spokenLanguage: nil, mode: .refresh)
            let saved = storage.files

            let answer = await sut.repos(since: .daily, language: nil, spokenLanguage: nil, mode: .refresh)

            guard case .unavailable(.noRows) = answer else { Issue.record("\(answer)"); continue }
            #expect(storage.files == saved)
        }
    }

    @Test("GitHub's page saying it lists none is an answer, cached: reused within max-age and offline, revalidated after")
    func listsNoneCached() async {
        let none = HTTPResponse(status: 200, headers: ["ETag": "\"none\""], body: Fixtures.data("trending-page/repos-none.html"))
        let (sut, client, storage) = makeSUT(answers: [.success(none), .success(HTTPResponse(status: 304))], maxAge: 3600)

        let live = await sut.repos(since: .daily, language: nil, spokenLanguage: nil, mode: .refresh)
        let fresh = await sut.repos(since: .daily, language: nil, spokenLanguage: nil, mode: .automatic)
        let offline = await sut.repos(since: .daily, language: nil, spokenLanguage: nil, mode: .offline)
        let revalidated = await sut.repos(since: .daily, language: nil, spokenLanguage: nil, mode: .refresh)

        for (answer, cached) in [(live, false), (fresh, true), (offline, true), (revalidated, true)] {
            guard case .listsNone(_, let fromCache) = answer else { Issue.record("\(answer)"); continue }
            #expect(fromCache == cached, "\(answer)")
        }
        #expect(client.requests.count == 2, "the fresh and offline reads ask nothing")
        #expect(client.requests.last?.headers["If-None-Match"] == "\"none\"")
        #expect(storage.files.keys.contains("page-_2Ftrending.json"))
    }

    @Test("says when a cached page was unreadable and moved aside, then fetches it anew")
    func corruptCacheIsReported() async throws {
        let problems = ProblemLog()
        let (sut, _, storage) = makeSUT(answers: [.success(pageResponse())], onCacheProblem: problems.record)
        _ = await sut.repos(since: .daily, language: nil, spokenLanguage: nil, mode: .refresh)
        let key = try #require(storage.files.keys.first)
        try storage.write(Data("{not json".utf8), to: key)

        let answer = await sut.repos(since: .daily, language: nil, spokenLanguage: nil, mode: .automatic)

        guard case .rows(_, _, false) = answer else { Issue.record("\(answer)"); return }
        guard case .corrupt(let movedTo, _) = problems.all.first else { Issue.record("\(problems.all)"); return }
        #expect(movedTo.hasSuffix(key + ".corrupt-1795435200"))
    }

    @Test("a page that cannot be saved to the cache is still read, and the failure said, as a saved answer's warns (bb33 m-D3)")
    func unsavedPageIsReported() async {
        let problems = ProblemLog()
        let storage = InMemoryStorage()
        storage.writeError = .io(.failed(.write, path: "/c/page.json", reason: "No space left on device"))
        let (sut, _, _) = makeSUT(answers: [.success(pageResponse())], storage: storage, onCacheProblem: problems.record)

        let answer = await sut.repos(since: .daily, language: nil, spokenLanguage: nil, mode: .refresh)

        guard case .rows = answer else { Issue.record("\(answer)"); return }
        #expect(problems.all == [.io(.failed(.write, path: "/c/page.json", reason: "No space left on device"))], "\(problems.all)")
        #expect(TrendingWarning.cacheProblem(problems.all[0]) == .cacheNotSaved(problems.all[0]), "said as not saved, not as unreadable")
    }

    @Test("keeps an ETag with control characters out of the next request")
    func hostileValidators() async {
        let (sut, client, _) = makeSUT(answers: [
            .success(pageResponse(headers: ["ETag": "\"a\r\nAuthorization: x\""])), .success(HTTPResponse(status: 304)),
        ])
        _ = await sut.repos(since: .daily, language: nil, spokenLanguage: nil, mode: .refresh)
        _ = await sut.repos(since: .daily, language: nil, spokenLanguage: nil, mode: .refresh)

        #expect(client.requests.last?.headers["If-None-Match"] == nil)
    }

    @Test("reads a tampered cache file through the reader's rules: bad names make it a miss, text is cleaned")
    func tamperedCache() async throws {
        let (sut, _, storage) = makeSUT(answers: [.success(pageResponse())])
        _ = await sut.repos(since: .daily, language: nil, spokenLanguage: nil, mode: .refresh)
        let key = try #require(storage.files.keys.first)
        let text = String(decoding: try #require(storage.files[key]), as: UTF8.self)

        try storage.write(Data(text.replacingOccurrences(of: "\"quill\"", with: "\"..\"").utf8), to: key)
        let badName = await sut.repos(since: .daily, language: nil, spokenLanguage: nil, mode: .offline)
        guard case .unavailable(.offlineNothingCached) = badName else { Issue.record("\(badName)"); return }
        #expect(storage.messages.contains { if case .moveAside(key, _) = $0 { true } else { false } }, "moved aside, not lost")

        let (sut2, _, storage2) = makeSUT(answers: [.success(pageResponse())])
        _ = await sut2.repos(since: .daily, language: nil, spokenLanguage: nil, mode: .refresh)
        try storage2.write(Data(text.replacingOccurrences(of: "\"Rust\"", with: "\"Ru\\u001b[2Jst\"").utf8), to: key)
        let cleaned = await sut2.repos(since: .daily, language: nil, spokenLanguage: nil, mode: .offline)
        guard case .rows(let rows, _, _) = cleaned else { Issue.record("\(cleaned)"); return }
        #expect(rows.first?.language == "Rust")
    }

    @Test("a cached page keeps each row's place on the page, gaps included; ranks out of order make the file a miss")
    func cachedRanks() async throws {
        let (sut, _, storage) = makeSUT(answers: [.success(pageResponse("repos-hostile-ranks.html"))])
        _ = await sut.repos(since: .daily, language: nil, spokenLanguage: nil, mode: .refresh)

        let cached = await sut.repos(since: .daily, language: nil, spokenLanguage: nil, mode: .offline)

        guard case .rows(let rows, _, true) = cached else { Issue.record("\(cached)"); return }
        #expect(rows.map(\.rank) == [1, 4, 5])
        let key = try #require(storage.files.keys.first)
        let text = String(decoding: try #require(storage.files[key]), as: UTF8.self)
        for (from, to) in [("\"rank\":4", "\"rank\":1"), ("\"rank\":1", "\"rank\":0")] {
            let (other, _, otherStorage) = makeSUT(answers: [])
            try otherStorage.write(Data(text.replacingOccurrences(of: from, with: to).utf8), to: key)
            let tampered = await other.repos(since: .daily, language: nil, spokenLanguage: nil, mode: .offline)
            guard case .unavailable(.offlineNothingCached) = tampered else { Issue.record("\(from) -> \(to): \(tampered)"); continue }
        }
    }

    // MARK: - Helpers

    private func makeSUT(
        base: String = "https://api.github.com", token: String? = nil, answers: [Result<HTTPResponse, NetworkError>],
        maxAge: TimeInterval = 3600, now: @escaping @Sendable () -> Date = { referenceNow },
        storage: InMemoryStorage = InMemoryStorage(),
        onCacheProblem: @escaping @Sendable (CacheError) -> Void = { _ in }, requestTimeout: TimeInterval? = nil
    ) -> (GitHubTrendingPageLoader, NetworkClientSpy, InMemoryStorage) {
        let client = NetworkClientSpy(answers)
        let api = GitHubAPI(baseURL: URL(string: base)!, token: token, userAgent: "trending/9.9.9", timeout: 12)
        let sut = GitHubTrendingPageLoader(
            client: client, api: api, storage: storage, maxAge: maxAge, now: now, onCacheProblem: onCacheProblem,
            requestTimeout: requestTimeout
        )
        return (sut, client, storage)
    }

    private static func httpDate(_ date: Date) -> String {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "GMT")
        formatter.dateFormat = "EEE, dd MMM yyyy HH:mm:ss 'GMT'"
        return formatter.string(from: date)
    }

    private func pageResponse(_ name: String = "repos-2026-article.html", headers: [String: String] = [:]) -> HTTPResponse {
        HTTPResponse(status: 200, headers: headers, body: Fixtures.data("trending-page/" + name))
    }
}

/// Records the cache problems a loader reports.
final class ProblemLog: @unchecked Sendable {
    private let lock = NSLock()
    private var problems: [CacheError] = []

    var all: [CacheError] { lock.withLock { problems } }

    var record: @Sendable (CacheError) -> Void { { [self] problem in lock.withLock { problems.append(problem) } } }
}

/// A settable clock for cache-age tests.
final class TestClock: @unchecked Sendable {
    private let lock = NSLock()
    private var current: Date

    init(_ start: Date) { current = start }

    var now: @Sendable () -> Date { { [self] in lock.withLock { current } } }

    func advance(_ seconds: TimeInterval) { lock.withLock { current += seconds } }
}
