import Foundation
import Testing
import TrendingData
import TrendingDomain
import TrendingTestSupport

/// The process client with the real `trending-fetch`, built beside the tests, against the tests'
/// own server.
@Suite("HelperProcessNetworkClient")
struct HelperProcessNetworkClientTests {
    @Test("sends requests through the helper, one helper for many requests")
    func roundTrips() async throws {
        let server = try LoopbackServer(responses: [.json("{\"a\":1}", headers: [("X-Test", "yes")]), .json(404, "{}")])
        defer { server.stop() }
        let sut = makeSUT()

        let first = try await sut.send(HTTPRequest(url: URL(string: server.baseURL + "/one")!))
        let second = try await sut.send(HTTPRequest(url: URL(string: server.baseURL + "/two")!))

        #expect(first.status == 200 && first.body == Data("{\"a\":1}".utf8) && first.header("x-test") == "yes")
        #expect(second.status == 404)
        #expect(server.requests.map(\.path) == ["/one", "/two"])
    }

    @Test("requests sent together get a helper each, never more than its most")
    func together() async throws {
        let active = Locked((now: 0, most: 0, seen: 0))
        let server = try LoopbackServer { _, _ in
            active.mutate { $0.now += 1; $0.seen += 1; $0.most = max($0.most, $0.now) }
            // Hold each answer until a second request is in (or the last has come), for up to 10 s:
            // a loaded machine has been seen to start the second helper over a second late (ci130).
            let start = Date()
            while active.value.now < 2, active.value.seen < 5, Date().timeIntervalSince(start) < 10 { usleep(1000) }
            usleep(20_000)
            active.mutate { $0.now -= 1 }
            return .json("{}")
        }
        defer { server.stop() }
        let sut = HelperProcessNetworkClient(
            helperPath: BinaryRunner.executableURL(named: "trending-fetch").path, environment: ProcessInfo.processInfo.environment,
            maxHelpers: 2
        )

        let statuses = try await withThrowingTaskGroup(of: Int.self) { group in
            for index in 0..<5 {
                group.addTask { try await sut.send(HTTPRequest(url: URL(string: server.baseURL + "/\(index)")!)).status }
            }
            return try await group.reduce(into: []) { $0.append($1) }
        }

        #expect(statuses == Array(repeating: 200, count: 5))
        #expect(active.value.most == 2)
        #expect(Set(server.requests.map(\.path)) == Set((0..<5).map { "/\($0)" }))
    }

    @Test("as many requests as the CLI sends together (four histories, a search, a page) are all sent at once, on two cores too: none waits on this side while its timeout runs (bb44 z2-D2, bb46 c3-D1)")
    func allAtOnce() async throws {
        // Each answer is held until all are in (for up to 10 s). Dispatch's workers sent the third
        // a second late and the fourth two; a fifth, a search beside four histories, waited for a
        // helper: their share of --timeout ran meanwhile.
        let together = MeasureGainsUseCase.concurrentRequests + 2
        let arrivals = Locked([Date]())
        let server = try LoopbackServer { _, _ in
            arrivals.mutate { $0.append(Date()) }
            let start = Date()
            while arrivals.value.count < together, Date().timeIntervalSince(start) < 10 { usleep(1000) }
            return .json("{}")
        }
        defer { server.stop() }
        let sut = makeSUT()

        let statuses = try await withThrowingTaskGroup(of: Int.self) { group in
            for index in 0..<together {
                group.addTask { try await sut.send(HTTPRequest(url: URL(string: server.baseURL + "/\(index)")!)).status }
            }
            return try await group.reduce(into: []) { $0.append($1) }
        }

        #expect(statuses == Array(repeating: 200, count: together))
        let times = arrivals.value
        let spread = try #require(times.max()).timeIntervalSince(try #require(times.min()))
        // Helpers starting together take a few hundred ms on a loaded machine; the waits were seconds.
        #expect(spread < 1.2, "the last came \(spread) s after the first")
    }

    @Test("a request waiting for a helper spends its own timeout: it ends at its deadline, not that long after its wait (bb27 b-D3)")
    func waitCountsAgainstTimeout() async throws {
        // One helper: the second request (20 s, to a server that never answers it) waits 8 s for
        // the first's answer, then has what is left of its own 20 s: it ends about 20 s after it
        // was sent, not 28 s. The bound, 25 s, leaves room for a loaded machine, which has been
        // seen to end such a request 5 s late (ci129, ci136).
        let slow = try LoopbackServer { request, _ in
            usleep(request.path == "/1" ? 8_000_000 : 40_000_000)
            return .json("{}")
        }
        defer { slow.stop() }
        let one = HelperProcessNetworkClient(
            helperPath: BinaryRunner.executableURL(named: "trending-fetch").path, environment: ProcessInfo.processInfo.environment, maxHelpers: 1
        )
        let first = Task { try await one.send(HTTPRequest(url: URL(string: slow.baseURL + "/1")!, timeout: 60)) }
        while slow.requests.isEmpty { try await Task.sleep(for: .milliseconds(10)) }
        let sent = Date()
        let second: Result<HTTPResponse, NetworkError>
        do throws(NetworkError) {
            second = .success(try await one.send(HTTPRequest(url: URL(string: slow.baseURL + "/2")!, timeout: 20)))
        } catch {
            second = .failure(error)
        }
        let waited = Date().timeIntervalSince(sent)

        #expect(try await first.value.status == 200)
        #expect(second == .failure(.timedOut), "\(second)")
        #expect(waited < 25, "the second ended at its 20 s, not 20 s after its wait: \(waited) s")
    }

    @Test("an endless answer refused at the cap costs only itself: the next request is answered, by a new helper (bb26 e-D2)")
    func refusedAnswerCostsOnlyItself() async throws {
        // 64 KiB chunks of spaces, one after another for ever.
        let chunk = Data("10000\r\n".utf8) + Data(repeating: 0x20, count: 64 * 1024) + Data("\r\n".utf8)
        let server = try LoopbackServer { request, _ in
            request.path == "/endless"
                ? StubResponse(status: 200, headers: [("Content-Type", "text/html"), ("Transfer-Encoding", "chunked")], body: chunk, behavior: .endless)
                : .json(#"{"ok":1}"#)
        }
        defer { server.stop() }
        let sut = HelperProcessNetworkClient(
            helperPath: BinaryRunner.executableURL(named: "trending-fetch").path, environment: ProcessInfo.processInfo.environment,
            maxHelpers: 1
        )

        await #expect(throws: NetworkError.responseTooLarge(limit: 20 * 1024 * 1024)) {
            try await sut.send(HTTPRequest(url: URL(string: server.baseURL + "/endless")!, timeout: 30))
        }
        let started = Date()
        let next = try await sut.send(HTTPRequest(url: URL(string: server.baseURL + "/next")!, timeout: 30))

        #expect(next.status == 200 && next.body == Data(#"{"ok":1}"#.utf8))
        // Behind the refused answer's connection, the request waited for its deadline (30 s).
        #expect(Date().timeIntervalSince(started) < 20)
        // The refused answer's connection is closed with it (a cancel alone took 2 to 8 s): a
        // server that serves one connection at a time (as the tester's did) serves the next at once.
        let closedBy = Date().addingTimeInterval(1.5)
        while server.endlessBodiesEnded == 0, Date() < closedBy { try await Task.sleep(for: .milliseconds(20)) }
        #expect(server.endlessBodiesEnded == 1, "the endless answer's connection is still open")
    }

    // Cancelling a transfer mid-body can stop FoundationNetworking itself ("Transfer completed,
    // but there's no response"): these run through the helper, as the product does, so that
    // costs a helper, never the test run.

    @Test("times out a server that trickles bytes, though each byte comes quickly")
    func trickle() async throws {
        let body = String(repeating: "x", count: 400)
        let server = try LoopbackServer(responses: [StubResponse.json(body).behaving(.trickle(bytesPerChunk: 1, interval: .milliseconds(50)))])
        defer { server.stop() }
        let start = ContinuousClock.now

        await #expect(throws: NetworkError.timedOut) {
            try await makeSUT().send(HTTPRequest(url: URL(string: server.baseURL + "/")!, timeout: 0.6))
        }

        let elapsed = ContinuousClock.now - start
        // Without the deadline the trickle would take 20 s: each byte resets URLSession's own timer.
        #expect(elapsed >= .milliseconds(550) && elapsed < .seconds(120), "took \(elapsed)")
    }

    @Test("refuses a body larger than its 20 MiB cap, whether Content-Length announces it or not", arguments: [true, false])
    func tooLarge(announced: Bool) async throws {
        let big = Data(repeating: UInt8(ascii: "z"), count: 21 * 1024 * 1024)
        let server = try LoopbackServer(responses: [StubResponse.json(200, big).behaving(announced ? .normal : .closeDelimited)])
        defer { server.stop() }

        await #expect(throws: NetworkError.responseTooLarge(limit: 20 * 1024 * 1024)) {
            try await makeSUT().send(HTTPRequest(url: URL(string: server.baseURL + "/")!, timeout: 120))
        }
    }

    @Test("counts decoded bytes: a gzip bomb is refused once its inflated body passes the cap, quickly")
    func gzipBomb() async throws {
        let server = try LoopbackServer(responses: [HostileResponses.gzipBomb(compressedBytes: 200_000)])
        defer { server.stop() }
        let start = ContinuousClock.now

        await #expect(throws: NetworkError.responseTooLarge(limit: 20 * 1024 * 1024)) {
            try await makeSUT().send(HTTPRequest(url: URL(string: server.baseURL + "/")!, timeout: 600))
        }
        // Loose, for a machine whose tests starve each other for a while: the deadline is 600 s.
        #expect(ContinuousClock.now - start < .seconds(120), "refused as it streams, not waited out to the deadline")
    }

    @Test("reports transport failures and deadlines the helper saw")
    func failures() async throws {
        let server = try LoopbackServer(responses: [StubResponse.json("{}").behaving(.hang)])
        defer { server.stop() }
        let sut = makeSUT()

        await #expect(throws: NetworkError.timedOut) {
            try await sut.send(HTTPRequest(url: URL(string: server.baseURL + "/")!, timeout: 0.5))
        }
        await #expect(throws: NetworkError.self) {
            try await sut.send(HTTPRequest(url: URL(string: "http://127.0.0.1:\(LoopbackServer.unusedPort())/")!))
        }
    }

    // Through the helper, not URLSession in this process: an answer closed early can stop
    // FoundationNetworking itself (a fatal error), which the helper keeps to its own process.
    @Test("reports a body cut short as a transport failure, not a short success")
    func truncated() async throws {
        let server = try LoopbackServer(responses: [StubResponse.json(String(repeating: "y", count: 1000)).behaving(.truncate(afterBodyBytes: 100))])
        defer { server.stop() }

        await #expect(throws: NetworkError.self) {
            try await makeSUT().send(HTTPRequest(url: URL(string: server.baseURL + "/")!))
        }
    }

    @Test("reports a connection closed without an answer, or refused, as a transport failure")
    func closedAndRefused() async throws {
        let server = try LoopbackServer(responses: [StubResponse.json("{}").behaving(.closeWithoutResponse)])
        defer { server.stop() }

        for target in [URL(string: server.baseURL + "/")!, URL(string: "http://127.0.0.1:\(LoopbackServer.unusedPort())/")!] {
            do {
                _ = try await makeSUT().send(HTTPRequest(url: target))
                Issue.record("expected a failure from \(target)")
            } catch {
                guard case .transport = error else { Issue.record("expected transport, got \(error)"); continue }
            }
        }
    }

    @Test("a missing helper is an installation problem")
    func missing() async {
        let sut = HelperProcessNetworkClient(helperPath: "/nonexistent/trending-fetch", environment: [:])

        await #expect(throws: NetworkError.helper("trending-fetch, the network helper, is missing at /nonexistent/trending-fetch")) {
            try await sut.send(HTTPRequest(url: URL(string: "http://127.0.0.1:1/")!))
        }
    }

    @Test("a helper there but not executable is said so, not called missing")
    func notExecutable() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("helper-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let helper = folder.appendingPathComponent("trending-fetch")
        try Data("#!/bin/sh\n".utf8).write(to: helper)
        let sut = HelperProcessNetworkClient(helperPath: helper.path, environment: [:])

        await #expect(throws: NetworkError.helper("trending-fetch, the network helper, at \(helper.path) is not executable")) {
            try await sut.send(HTTPRequest(url: URL(string: "http://127.0.0.1:1/")!))
        }
    }

    @Test("a helper that floods, garbles, is stale or dies is an installation problem, not a hang", arguments: FakeHelper.allCases)
    func brokenHelpers(fake: FakeHelper) async throws {
        let directory = try fake.install()
        defer { try? FileManager.default.removeItem(at: directory) }
        // A second for the handshake: the silent fake is judged at once, not after 10 s.
        let sut = HelperProcessNetworkClient(helperPath: directory.appendingPathComponent("trending-fetch").path, environment: [:], handshakeWait: 1)
        let start = ContinuousClock.now

        var outcome = await Self.send(sut)
        // A fresh script may be briefly "busy" (ETXTBSY) while a child forked by a parallel test
        // still holds it open; a moment later it runs.
        for _ in 0..<20 {
            guard case .failure(.helper(let reason)) = outcome, reason.contains("could not be started") else { break }
            try await Task.sleep(for: .milliseconds(100))
            outcome = await Self.send(sut)
        }

        #expect(outcome == .failure(.helper(fake.expectedMessage)))
        #expect(ContinuousClock.now - start < .seconds(120), "refused, not waited out to the deadline")
    }

    @Test("a silent helper under a deadline shorter than the handshake's wait is a timeout: it can't be told from a slow start (review L5)")
    func silentHelperShortDeadline() async throws {
        let directory = try FakeHelper.silent.install()
        defer { try? FileManager.default.removeItem(at: directory) }
        let sut = HelperProcessNetworkClient(helperPath: directory.appendingPathComponent("trending-fetch").path, environment: [:], handshakeWait: 60)

        let outcome: Result<HTTPResponse, NetworkError>
        do { outcome = .success(try await sut.send(HTTPRequest(url: URL(string: "http://127.0.0.1:1/")!, timeout: 1))) } catch { outcome = .failure(error) }

        #expect(outcome == .failure(.timedOut))
    }

    // MARK: - Helpers

    private static func send(_ sut: HelperProcessNetworkClient) async -> Result<HTTPResponse, NetworkError> {
        do {
            return .success(try await sut.send(HTTPRequest(url: URL(string: "http://127.0.0.1:1/")!, timeout: 600)))
        } catch {
            return .failure(error)
        }
    }

    private func makeSUT() -> HelperProcessNetworkClient {
        HelperProcessNetworkClient(
            helperPath: BinaryRunner.executableURL(named: "trending-fetch").path,
            environment: ProcessInfo.processInfo.environment
        )
    }
}

extension FakeHelper {
    /// What the process client says about this fake.
    var expectedMessage: String {
        switch self {
        case .flood: "trending-fetch sent a frame of 2030729482 bytes, more than the 21 MiB the wire allows"
        case .garbled: "trending-fetch answered the handshake with something unreadable"
        case .stale: "trending-fetch is version 1, this trending needs 2: reinstall both"
        case .newer: "trending-fetch is version 3, this trending needs 2: reinstall both"
        case .dies: "trending-fetch, the network helper, stopped unexpectedly"
        // A hang is the helper's, not the network's: said within the handshake's 10 s (bb38 c2-D2).
        case .silent: "trending-fetch started but did not answer its handshake within 1 s"
        }
    }
}
