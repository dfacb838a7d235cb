import Foundation
import Testing
import TrendingData

@Suite("RetryClassifier")
struct RetryClassifierTests {
    @Test("decides per outcome", arguments: [
        (Result<HTTPResponse, NetworkError>.failure(.transport("x")), RetryDecision.backoff),
        (.failure(.timedOut), .deliver), (.failure(.responseTooLarge(limit: 1)), .deliver), (.failure(.notSent("refused here")), .deliver),
        (.failure(.unreadableHeaders(.notUTF8)), .deliver), (.failure(.unreadableHeaders(.tooLong)), .deliver),
        // The same answer fails the same way again (bb24 c-D5): a redirect loop, an undecodable body.
        (.failure(.badAnswer("too many redirects (more than 5)")), .deliver),
        (.success(HTTPResponse(status: 200)), .deliver), (.success(HTTPResponse(status: 304)), .deliver),
        (.success(HTTPResponse(status: 500)), .backoff), (.success(HTTPResponse(status: 502)), .backoff),
        (.success(HTTPResponse(status: 503, headers: ["Retry-After": "2"])), .retryAfter(2)),
        (.success(HTTPResponse(status: 503, headers: ["Retry-After": "11"])), .backoff),
        (.success(HTTPResponse(status: 403)), .deliver), (.success(HTTPResponse(status: 429)), .deliver),
        (.success(HTTPResponse(status: 429, headers: ["retry-after": "10"])), .wait(10)),
        (.success(HTTPResponse(status: 403, headers: ["Retry-After": "11"])), .deliver),
        (.success(HTTPResponse(status: 451)), .deliver),
    ])
    func decide(outcome: Result<HTTPResponse, NetworkError>, decision: RetryDecision) {
        #expect(RetryClassifier.decide(outcome, policy: RetryPolicy()) == decision)
    }

    @Test("a Retry-After date is read against the answer's Date, or this machine's clock when it sent none")
    func retryAfterDate() {
        let now = Date(timeIntervalSince1970: 1_795_435_200)  // Mon, 23 Nov 2026 12:00:00 GMT
        let in4 = "Mon, 23 Nov 2026 12:00:04 GMT", in60 = "Mon, 23 Nov 2026 12:01:00 GMT"
        #expect(RetryClassifier.decide(.success(HTTPResponse(status: 429, headers: ["Retry-After": in4])), policy: RetryPolicy(), now: now) == .wait(4))
        #expect(RetryClassifier.decide(.success(HTTPResponse(status: 429, headers: ["Retry-After": in60])), policy: RetryPolicy(), now: now) == .deliver)
        #expect(RetryClassifier.decide(.success(HTTPResponse(status: 503, headers: ["Retry-After": in4])), policy: RetryPolicy(), now: now) == .retryAfter(4))
        // The answer's own Date wins over this machine's clock.
        let dated = HTTPResponse(status: 429, headers: ["Retry-After": in60, "Date": "Mon, 23 Nov 2026 12:00:55 GMT"])
        #expect(RetryClassifier.decide(.success(dated), policy: RetryPolicy(), now: now) == .wait(5))
    }
}
