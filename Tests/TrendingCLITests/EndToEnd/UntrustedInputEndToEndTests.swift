import Foundation
import Testing
import TrendingTestSupport

/// Issue 10, items 1–4: text and URLs from a hostile server or a tampered file, and secrets in URLs.
@Suite("untrusted text and URLs, end to end")
struct UntrustedInputEndToEndTests {
    @Test("no control, bidi or invisible character reaches any output, from the network or state.json")
    func everyOutputPathIsSanitized() async throws {
        let hostileName = "x\u{200B}y\u{1B}[2J"
        let body = HostileAnswers.search([HostileAnswers.item(id: 1), HostileAnswers.item(id: 2, owner: "bad", name: hostileName)])
        let (sandbox, server) = try makeSUT { _, _ in .json(200, body) }
        defer { sandbox.remove(); server.stop() }
        let api = ["--api-url", server.baseURL]

        var results = [try await sandbox.run(api + ["--refresh"])]
        for format in ["table", "tsv", "json"] { results.append(try await sandbox.run(api + ["--format", format])) }
        results.append(try await sandbox.run(["bookmark", "octo-org/rocket"]))
        results.append(try await sandbox.run(api + ["--refresh"]))
        results.append(try await sandbox.run(["bookmarks"]))
        results.append(try await sandbox.run(["bookmarks", "--json"]))
        results.append(try await sandbox.run(["hide", "--all"]))
        try tamperHidden(sandbox)
        let hidden = try await sandbox.run(["hidden"])
        results += [hidden, try await sandbox.run(["hidden", "--json"]), try await sandbox.run(["open", "2", "--print"] + api)]

        for result in results {
            #expect(HostileAnswers.isClean(result.stdout), "\(result.stdout.debugDescription)")
            #expect(HostileAnswers.isClean(result.stderr), "\(result.stderr.debugDescription)")
        }
        #expect(hidden.status == 0)
        #expect(hidden.stdout.hasPrefix(#"ev\u{1B}[31mil/x\u{202E}\u{7}\u{9B}1m\u{200F}"# + "\n"), "the hostile name is shown, defused: \(hidden.stdout.debugDescription)")
        #expect(results[1].stdout.contains(#"bad/x\u{200B}y"#), "U+200B shown, never reading as bad/xy: \(results[1].stdout.debugDescription)")
    }

    @Test("a search item with a part of its name missing is left out with a note, and the next runs read the state as saved")
    func unstorableNameLeftOut() async throws {
        let body = HostileAnswers.search([HostileAnswers.item(id: 1), HostileAnswers.item(id: 2, owner: "z", name: "", stars: 5000)])
        let (sandbox, server) = try makeSUT { _, _ in .json(200, body) }
        defer { sandbox.remove(); server.stop() }
        let api = ["--api-url", server.baseURL]

        _ = try await sandbox.run(["bookmark", "keep/me"])
        let first = try await sandbox.run(api + ["--refresh"])
        let second = try await sandbox.run(api + ["--refresh"])
        let bookmarks = try await sandbox.run(["bookmarks"])

        #expect(first.status == 0 && !first.stdout.contains("z/"), "\(first.stdout)")
        #expect(first.stderr.contains("Left out 1 repo GitHub described in a way trending cannot read."), "\(first.stderr)")
        #expect(!second.stderr.contains("unreadable") && !bookmarks.stderr.contains("unreadable"), "\(second.stderr)\(bookmarks.stderr)")
        #expect(bookmarks.stdout.contains("keep/me"))
        #expect(!sandbox.stateFiles().contains { $0.contains("corrupt") }, "\(sandbox.stateFiles())")
    }

    @Test("hide --all leaves a repo whose name GitHub does not allow, and its undo command holds only names that are safe to paste")
    func hideAllUndoIsSafeToPaste() async throws {
        let body = HostileAnswers.search([
            HostileAnswers.item(id: 1), HostileAnswers.item(id: 2, owner: "$(touch pwned)", name: "x"), HostileAnswers.item(id: 3, owner: "a;id", name: "b"),
        ])
        let (sandbox, server) = try makeSUT { _, _ in .json(200, body) }
        defer { sandbox.remove(); server.stop() }

        _ = try await sandbox.run(["--refresh", "--api-url", server.baseURL])
        let hide = try await sandbox.run(["hide", "--all"])
        let hidden = try await sandbox.run(["hidden"])

        #expect(hide.status == 0)
        #expect(hide.stderr.contains("Undo with 'trending unhide octo-org/rocket'."), "\(hide.stderr)")
        #expect(hide.stderr.contains("Did not hide 2 repos whose name GitHub does not allow"), "\(hide.stderr)")
        #expect(hidden.stdout == "octo-org/rocket\n" || hidden.stdout.hasPrefix("octo-org/rocket"), "\(hidden.stdout)")
        #expect(!hidden.stdout.contains("touch") && !hidden.stdout.contains("a;id"))
    }

    @Test("html_url and homepage off the API's web host are never linked or opened")
    func untrustedURLs() async throws {
        let search = HostileAnswers.search([
            HostileAnswers.item(id: 1, owner: "a", name: "js", htmlURL: "javascript:alert(1)"),
            HostileAnswers.item(id: 2, owner: "b", name: "evil", htmlURL: "https://evil.example/b/evil"),
        ])
        let (sandbox, server) = try makeSUT { request, _ in
            request.path.hasPrefix("/repos/")
                ? .json(200, HostileAnswers.repo(owner: "b", name: "evil", htmlURL: "file:///etc/passwd", homepage: "javascript:alert(1)"))
                : .json(200, search)
        }
        defer { sandbox.remove(); server.stop() }
        let api = ["--api-url", server.baseURL]
        let links = ["--color", "always", "--hyperlinks", "always"]

        let json = try Sandbox.objects(try await sandbox.run(api + ["--json"]))
        let list = try await sandbox.run(api + links)
        let show = try await sandbox.run(["show", "b/evil"] + api + links)
        let open = try await sandbox.run(["open", "1", "--print"] + api)

        #expect(json.map { $0["url"] as? String } == ["\(server.baseURL)/a/js", "\(server.baseURL)/b/evil"])
        #expect(open.stdout == "\(server.baseURL)/a/js\n")
        for output in [list.stdout, show.stdout] {
            let targets = linkTargets(output)
            #expect(!targets.isEmpty, "\(output.debugDescription)")
            #expect(targets.allSatisfy { $0.hasPrefix(server.baseURL + "/") }, "\(targets)")
        }
        #expect(show.stdout.contains("javascript:alert(1)"), "a failing homepage is still shown, as plain text")
    }

    @Test("show with html_url null or missing shows the repo and the page derived from its name, not an error")
    func showWithoutPage() async throws {
        let withNull = String(decoding: HostileAnswers.repo(owner: "b", name: "nourl", htmlURL: "NULL-PAGE", homepage: ""), as: UTF8.self)
            .replacingOccurrences(of: #""NULL-PAGE""#, with: "null")
        #expect(withNull.contains(#""html_url":null"#) || withNull.contains(#""html_url": null"#), "the fixture really holds null: \(withNull)")
        let (sandbox, server) = try makeSUT { request, _ in
            request.path == "/repos/b/nourl" ? .json(200, Data(withNull.utf8)) : .json(404, #"{"message":"Not Found"}"#)
        }
        defer { sandbox.remove(); server.stop() }

        let show = try await sandbox.run(["show", "b/nourl", "--api-url", server.baseURL])
        let again = try await sandbox.run(["show", "b/nourl", "--api-url", server.baseURL, "--offline", "--json"])

        #expect(show.status == 0, "\(show.stderr)")
        #expect(show.stdout.contains("\(server.baseURL)/b/nourl"), "\(show.stdout)")
        #expect(again.status == 0 && again.stdout.contains("\(server.baseURL)/b/nourl"), "cached and read back: \(again.stdout)\(again.stderr)")
    }

    @Test("the token goes over plain http only to a loopback address")
    func tokenOnlyToLoopback() async throws {
        let (sandbox, server) = try makeSUT { _, _ in .json(200, HostileAnswers.search([HostileAnswers.item(id: 1)])) }
        defer { sandbox.remove(); server.stop() }
        let token = ["GITHUB_TOKEN": "ghp_secret123"]

        let loopback = try await sandbox.run(["--api-url", server.baseURL, "--refresh"], extra: token)
        let lookalike = try await sandbox.run(["--verbose", "--timeout", "2", "--api-url", "http://127.evil.example:9", "--refresh"], extra: token)

        #expect(loopback.status == 0)
        #expect(server.requests.first?.header("authorization") == "Bearer ghp_secret123")
        #expect(!lookalike.stderr.lowercased().contains("authorization"), "\(lookalike.stderr)")
        #expect(!lookalike.stderr.contains("ghp_secret123"))
        // Said, once: GitHub's answers would otherwise read as if no token were set.
        let heldBack = "warning: GITHUB_TOKEN is set but not sent: the API URL is plain http to another machine"
        #expect(lookalike.stderr.components(separatedBy: heldBack).count == 2, "\(lookalike.stderr)")
        #expect(!loopback.stderr.contains(heldBack))
        // Named by the variable it came from.
        let ghToken = try await sandbox.run(["--timeout", "2", "--api-url", "http://127.evil.example:9", "--refresh"], extra: ["GH_TOKEN": "ghp_secret123"])
        #expect(ghToken.stderr.contains("warning: GH_TOKEN is set but not sent: the API URL is plain http to another machine"), "\(ghToken.stderr)")
    }

    @Test("a token held back from plain http to another machine is not called missing, nor sent, in a 401's or a spent limit's advice")
    func heldBackTokenAdvice() async throws {
        let (sandbox, server) = try makeSUT { request, _ in
            request.path.hasPrefix("/search/")
                ? .json(401, #"{"message":"Requires authentication"}"#)
                : .json(403, #"{"message":"API rate limit exceeded"}"#, headers: [("X-RateLimit-Remaining", "0"), ("X-RateLimit-Reset", "1795438800")])
        }
        defer { sandbox.remove(); server.stop() }
        let token = ["GITHUB_TOKEN": "ghp_secret123"]
        // 0.0.0.0 is not loopback by name (so the token is held back); Linux delivers it to this machine.
        let api = server.baseURL.replacingOccurrences(of: "127.0.0.1", with: "0.0.0.0")

        let list = try await sandbox.run(["--api-url", api, "--refresh"], extra: token)
        let show = try await sandbox.run(["show", "a/b", "--api-url", api], extra: token)

        #expect(server.requests.count >= 2 && server.requests.allSatisfy { $0.header("authorization") == nil })
        let advice = "The token in GITHUB_TOKEN or GH_TOKEN is not sent over plain http to another machine: use the API's https address"
        #expect(list.status == 77 && list.stderr.contains(advice) && !list.stderr.contains("Set GITHUB_TOKEN to"), "\(list.stderr)")
        #expect(show.status == 75 && show.stderr.contains(advice) && !show.stderr.contains("set GITHUB_TOKEN to"), "\(show.stderr)")
    }

    @Test("with an http proxy set, the token still goes straight to the loopback server, never through the proxy", arguments: [
        "http_proxy", "HTTP_PROXY", "ALL_PROXY", "all_proxy",
    ])
    func loopbackBypassesProxies(variable: String) async throws {
        let (sandbox, server) = try makeSUT { _, _ in .json(200, HostileAnswers.search([HostileAnswers.item(id: 1)])) }
        let proxy = try LoopbackServer { _, _ in .json(502, #"{"message":"a proxy"}"#) }
        defer { sandbox.remove(); server.stop(); proxy.stop() }
        let base = server.baseURL.replacingOccurrences(of: "127.0.0.1", with: "localhost")

        let direct = try await sandbox.run(["--api-url", server.baseURL, "--refresh"], extra: ["GITHUB_TOKEN": "ghp_secret123", variable: proxy.baseURL])
        let byName = try await sandbox.run(
            ["--api-url", base, "--refresh"], extra: ["GITHUB_TOKEN": "ghp_secret123", variable: proxy.baseURL, "no_proxy": "example.com"]
        )

        #expect(direct.status == 0 && byName.status == 0, "\(direct.stderr)\(byName.stderr)")
        #expect(proxy.requests.isEmpty, "the proxy saw \(proxy.requests.map(\.path))")
        #expect(server.requests.count == 2 && server.requests.allSatisfy { $0.header("authorization") == "Bearer ghp_secret123" })
    }

    @Test("--verbose masks a URL's user info as well as the token")
    func verboseMasksUserInfo() async throws {
        let (sandbox, server) = try makeSUT { _, _ in .json(200, HostileAnswers.search([HostileAnswers.item(id: 1)])) }
        defer { sandbox.remove(); server.stop() }
        let base = server.baseURL.replacingOccurrences(of: "http://", with: "http://me:hunter2@")

        let result = try await sandbox.run(["--verbose", "--api-url", base, "--refresh"], extra: ["GITHUB_TOKEN": "ghp_secret123"])

        #expect(result.stderr.contains("http://***@127.0.0.1"), "\(result.stderr)")
        #expect(!result.stderr.contains("hunter2") && !result.stderr.contains("ghp_secret123"))
    }

    @Test("--verbose masks the token a server put in a redirect's Location or a next page's Link", arguments: ["location", "link"])
    func verboseMasksTokenInURLs(place: String) async throws {
        let (sandbox, server) = try makeSUT { request, _ in
            let item = HostileAnswers.search([HostileAnswers.item(id: request.target.contains("page=2") ? 2 : 1)])
            if request.target.contains("page=2") || request.target.contains("moved") { return .json(200, item) }
            if place == "location" { return StubResponse(status: 301, headers: [("Location", request.target + "&moved=ghp_secret123")]) }
            return .json(200, item, headers: [("Link", #"<\#(request.target)&page=2&tok=ghp_secret123>; rel="next""#)])
        }
        defer { sandbox.remove(); server.stop() }

        let result = try await sandbox.run(["--verbose", "--api-url", server.baseURL, "--refresh", "--limit", "150"], extra: ["GITHUB_TOKEN": "ghp_secret123"])

        #expect(result.stderr.contains(place == "location" ? "moved=********" : "tok=********"), "\(result.stderr)")
        #expect(!result.stderr.contains("ghp_secret123"))
    }

    @Test("the token a server put in a description, or in a redirect's host that then failed, is never printed, on stdout or stderr")
    func tokenNeverPrinted() async throws {
        let (sandbox, server) = try makeSUT { request, _ in
            if request.target.contains("details") { return StubResponse(status: 302, headers: [("Location", "http://ghp_secret123.localhost:1/x")]) }
            return .json(200, HostileAnswers.search([HostileAnswers.item(id: 1, description: "leaked ghp_secret123 and %67hp_secret123")]))
        }
        defer { sandbox.remove(); server.stop() }

        let list = try await sandbox.run(["--api-url", server.baseURL, "--refresh", "--json"], extra: ["GITHUB_TOKEN": "ghp_secret123"])
        let moved = try await sandbox.run(["--api-url", server.baseURL + "/details", "--refresh"], extra: ["GITHUB_TOKEN": "ghp_secret123"])

        #expect(list.status == 0 && list.stdout.contains("leaked ******** and ********"), "\(list.stdout)")
        #expect(moved.status == 69, "\(moved.stderr)")
        for text in [list.stdout, list.stderr, moved.stdout, moved.stderr] {
            #expect(!text.contains("secret123"), "\(text)")
        }
    }

    @Test("a token in a description or a name is masked before the row is cut to the terminal's width: no part of it shows", arguments: ["50", "200"])
    func tokenMaskedBeforeTheCut(columns: String) async throws {
        let token = "ghp_S3cr3tT0kenAbCdEfGhIjKlMnOpQrStUv12"
        let (sandbox, server) = try makeSUT { _, _ in
            .json(200, HostileAnswers.search([
                HostileAnswers.item(id: 1, description: "DDDDDDDDDDDDDDDDDDDD \(token) end", language: "LLLL\(token)"),
                HostileAnswers.item(id: 2, owner: "own", name: "&#103;hp_S3cr3tT0kenAbCdEfGhIjKlMnOpQrStUv12"),
            ]))
        }
        defer { sandbox.remove(); server.stop() }

        let list = try await sandbox.run(["--api-url", server.baseURL, "--refresh"], extra: ["GITHUB_TOKEN": token, "COLUMNS": columns])
        let json = try await sandbox.run(["--api-url", server.baseURL, "--offline", "--json"], extra: ["GITHUB_TOKEN": token])

        #expect(list.status == 0, "\(list.stderr)")
        for text in [list.stdout, list.stderr, json.stdout, json.stderr] {
            #expect(!text.contains("S3cr3t"), "\(text)")
        }
    }

    @Test("the token a server quoted back, in any case, is never written to the cache or the state")
    func tokenNeverStored() async throws {
        let token = "ghp_S3cr3tT0kenAbCdEfGhIjKlMnOpQrStUv12"
        let (sandbox, server) = try makeSUT { _, _ in
            .json(200, HostileAnswers.search([
                HostileAnswers.item(id: 1, owner: "octo", name: "rocket", description: "you sent \(token), \(token.uppercased())"),
            ]))
        }
        defer { sandbox.remove(); server.stop() }

        let list = try await sandbox.run(["--api-url", server.baseURL, "--refresh"], extra: ["GITHUB_TOKEN": token])
        let bookmark = try await sandbox.run(["bookmark", "octo/rocket"], extra: ["GITHUB_TOKEN": token])
        let offline = try await sandbox.run(["--api-url", server.baseURL, "--offline", "--json"])

        #expect(list.status == 0 && bookmark.status == 0, "\(list.stderr)\(bookmark.stderr)")
        #expect(offline.stdout.contains("you sent ********, ********"), "\(offline.stdout)")
        let files = try FileManager.default.subpathsOfDirectory(atPath: sandbox.root.path).filter { !$0.hasSuffix("lock") }
        #expect(files.contains { $0.hasSuffix("state.json") } && files.contains { $0.hasPrefix("cache/") }, "\(files)")
        for file in files {
            let text = (try? String(contentsOfFile: sandbox.root.appendingPathComponent(file).path, encoding: .utf8)) ?? ""
            #expect(!text.lowercased().contains("s3cr3t"), "\(file): \(text.prefix(300))")
        }
    }

    @Test("a token too short to be GitHub's (GITHUB_TOKEN=test) masks no word of the output that holds it")
    func shortTokenMasksNothing() async throws {
        let (sandbox, server) = try makeSUT { _, _ in .json(200, HostileAnswers.search([HostileAnswers.item(id: 1, description: "a test runner")])) }
        defer { sandbox.remove(); server.stop() }

        let list = try await sandbox.run(["--api-url", server.baseURL, "--refresh", "--json"], extra: ["GITHUB_TOKEN": "test"])

        #expect(list.status == 0 && list.stdout.contains("a test runner"), "\(list.stdout)")
    }

    // MARK: - Helpers

    private func makeSUT(_ handler: @escaping @Sendable (RecordedRequest, Int) -> StubResponse) throws -> (Sandbox, LoopbackServer) {
        (Sandbox(), try LoopbackServer(handler: handler))
    }

    /// Rewrites state.json so its hidden list holds a hostile name, as a tampered file would.
    private func tamperHidden(_ sandbox: Sandbox) throws {
        let data = try Data(contentsOf: sandbox.stateFile)
        var object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        object["hidden"] = [["full_name": "ev\u{1B}[31mil/x\u{202E}\u{07}\u{9B}1m\u{200F}", "hidden_at": 1_795_400_000]]
        try HostileAnswers.json(object).write(to: sandbox.stateFile)
    }

    /// The targets of every OSC 8 hyperlink in `output`.
    private func linkTargets(_ output: String) -> [String] {
        output.components(separatedBy: "\u{1B}]8;;").dropFirst().compactMap { part in
            let target = part.components(separatedBy: "\u{1B}\\").first ?? ""
            return target.isEmpty ? nil : target
        }
    }
}
