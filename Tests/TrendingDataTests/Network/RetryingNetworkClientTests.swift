import Foundation
import Testing
import TrendingData

@Suite("RetryingNetworkClient")
struct RetryingNetworkClientTests {
    @Test("retries transport failures 3 times, so 4 attempts in all, then gives up")
    func transportRetries() async {
        let (sut, client, clock, _) = makeSUT([.failure(.transport("reset"))])

        await #expect(throws: NetworkError.transport("reset")) { try await sut.send(anyRequest()) }

        #expect(client.requests.count == 4)
        #expect(clock.sleeps.count == 3)
    }

    @Test("retries 5xx, including HTML error pages, until one succeeds")
    func serverErrorThenSuccess() async throws {
        let (sut, client, _, _) = makeSUT([
            .success(response(502, body: "<html>Unicorn!</html>")), .success(response(503, body: "")), .success(response(200, body: "{}")),
        ])

        let response = try await sut.send(anyRequest())

        #expect(response.status == 200)
        #expect(client.requests.count == 3)
    }

    @Test("never retries client errors", arguments: [400, 401, 404, 410, 422])
    func noRetryOn4xx(status: Int) async throws {
        let (sut, client, clock, _) = makeSUT([.success(response(status, body: "{}"))])

        let response = try await sut.send(anyRequest())

        #expect(response.status == status)
        #expect(client.requests.count == 1)
        #expect(clock.sleeps.isEmpty)
    }

    @Test("never retries a primary rate limit", arguments: [403, 429])
    func noRetryOnPrimaryLimit(status: Int) async throws {
        let (sut, client, _, _) = makeSUT([.success(response(status, body: "{}", headers: ["X-RateLimit-Remaining": "0", "X-RateLimit-Reset": "1795436100"]))])

        _ = try await sut.send(anyRequest())

        #expect(client.requests.count == 1)
    }

    @Test("a request that retries only an asked wait is sent once after a failure, and once more after a short Retry-After: a 429's, and a 5xx's when it asks waits (bb43 v2-D2, bb44 y2-D2)",
          arguments: [HTTPRequest.Retries.askedWaitOnly, .askedWaits])
    func askedWaitOnly(retries: HTTPRequest.Retries) async {
        for outcome: Result<HTTPResponse, NetworkError> in [.failure(.transport("reset")), .success(response(503, body: ""))] {
            let (sut, client, clock, _) = makeSUT([outcome, .success(response(200, body: "{}"))])
            var request = anyRequest()
            request.retries = retries

            let answer = try? await sut.send(request)

            #expect(client.requests.count == 1, "\(outcome)")
            #expect(clock.sleeps.isEmpty)
            #expect(answer?.status != 200)
        }
        for status in [429, 503] {
            let (sut, client, clock, _) = makeSUT([.success(response(status, body: "", headers: ["Retry-After": "1"])), .success(response(200, body: "{}"))])
            var request = anyRequest()
            request.retries = retries
            let answer = try? await sut.send(request)
            // A search's second attempt is one of the minute's searches: only a limit's wait earns it.
            let retried = status == 429 || retries == .askedWaits
            #expect(client.requests.count == (retried ? 2 : 1) && clock.sleeps == (retried ? [1] : []), "\(status)")
            #expect(answer?.status == (retried ? 200 : status))
        }
        // Honoured once: a second asked wait is the answer.
        let again = response(429, body: "", headers: ["Retry-After": "1"])
        let (sut, client, clock, _) = makeSUT([.success(again), .success(again), .success(response(200, body: "{}"))])
        var request = anyRequest()
        request.retries = retries
        let answer = try? await sut.send(request)
        #expect(client.requests.count == 2 && clock.sleeps == [1] && answer?.status == 429)
    }

    @Test("a request whose resend is refused is delivered as it came, unwaited; one admitted is asked first (bb45 b3-D1)", arguments: [false, true])
    func admitsResend(admits: Bool) async {
        let (sut, client, clock, _) = makeSUT([.success(response(429, body: "", headers: ["Retry-After": "1"])), .success(response(200, body: "{}"))])
        let asked = ResendGate(admits)
        var request = anyRequest()
        request.retries = .askedWaitOnly
        request.admitsResend = { asked.ask() }

        let answer = try? await sut.send(request)

        #expect(asked.count == 1)
        #expect(client.requests.count == (admits ? 2 : 1) && clock.sleeps == (admits ? [1] : []))
        #expect(answer?.status == (admits ? 200 : 429))
    }

    @Test("a 5xx with a short Retry-After is retried 3 times, waiting as asked each time")
    func serverRetryAfter() async {
        let failing = response(503, body: "", headers: ["Retry-After": "2"])
        let (sut, client, clock, _) = makeSUT([.success(failing)])

        let response = try? await sut.send(anyRequest())

        #expect(response?.status == 503)
        #expect(client.requests.count == 4)
        #expect(clock.sleeps == [2, 2, 2])
    }

    @Test("waits once for a Retry-After of 10 s or less, then retries")
    func shortRetryAfter() async throws {
        let limited = response(403, body: "{}", headers: ["Retry-After": "7"])
        let (sut, client, clock, _) = makeSUT([.success(limited), .success(limited), .success(response(200, body: "{}"))])

        let response = try await sut.send(anyRequest())

        #expect(response.status == 403, "a second Retry-After means the wait is not short")
        #expect(client.requests.count == 2)
        #expect(clock.sleeps == [7])
    }

    @Test("fails fast on a Retry-After longer than 10 s, or a secondary limit without one", arguments: [
        ["Retry-After": "60"], [:],
    ])
    func longRetryAfter(headers: [String: String]) async throws {
        let (sut, client, clock, _) = makeSUT([.success(response(403, fixture: "errors/403-secondary-rate-limit.json", headers: headers))])

        _ = try await sut.send(anyRequest())

        #expect(client.requests.count == 1)
        #expect(clock.sleeps.isEmpty)
    }

    @Test("backs off with full jitter: random(0, min(cap, base * 2^attempt))")
    func backoffSchedule() async {
        let (sut, _, clock, random) = makeSUT([.failure(.transport("x"))], policy: RetryPolicy(base: 0.5, cap: 1.5))

        _ = try? await sut.send(anyRequest())

        #expect(random.ranges == [0...0.5, 0...1.0, 0...1.5])
        #expect(clock.sleeps == [0.5, 1.0, 1.5])
    }

    @Test("does not start a wait that would end past the deadline")
    func deadlineStopsRetries() async {
        let (sut, client, clock, _) = makeSUT([.failure(.transport("x"))], policy: RetryPolicy(base: 4, cap: 4))

        await #expect(throws: NetworkError.transport("x")) {
            try await sut.send(anyRequest(timeout: 10))
        }

        #expect(clock.sleeps == [4, 4], "a third 4 s wait would end at 12 s, past the 10 s deadline")
        #expect(client.requests.map(\.timeout) == [10, 6, 2])
    }

    @Test("does not retry a request that ran out of time")
    func timedOutIsFinal() async {
        let (sut, client, _, _) = makeSUT([.failure(.timedOut)])

        await #expect(throws: NetworkError.timedOut) { try await sut.send(anyRequest()) }

        #expect(client.requests.count == 1)
    }

    @Test("tells the observer about each retry")
    func observer() async {
        let client = NetworkClientSpy([.success(response(500, body: "")), .success(response(200, body: ""))])
        let clock = ManualClock()
        let seen = Recorder<String>()
        let sut = RetryingNetworkClient(
            client, clock: clock.clock, random: { $0.upperBound }, sleep: clock.sleep,
            onRetry: { retry, delay, cause in seen.append("\(retry) \(delay) \(cause)") }
        )

        _ = try? await sut.send(anyRequest())

        #expect(seen.values == ["1 0.5 HTTP 500"])
    }

    // MARK: - Helpers

    private func makeSUT(
        _ results: [Result<HTTPResponse, NetworkError>], policy: RetryPolicy = RetryPolicy()
    ) -> (RetryingNetworkClient, NetworkClientSpy, ManualClock, RandomSpy) {
        let client = NetworkClientSpy(results)
        let clock = ManualClock()
        let random = RandomSpy()
        let sut = RetryingNetworkClient(client, policy: policy, clock: clock.clock, random: random.random, sleep: clock.sleep)
        return (sut, client, clock, random)
    }

    private func anyRequest(timeout: TimeInterval = 30) -> HTTPRequest {
        HTTPRequest(url: anyURL(), timeout: timeout)
    }
}

private final class ResendGate: @unchecked Sendable {
    private let lock = NSLock()
    private var asked = 0
    private let admits: Bool
    init(_ admits: Bool) { self.admits = admits }
    var count: Int { lock.withLock { asked } }
    func ask() -> Bool { lock.withLock { asked += 1 }; return admits }
}
