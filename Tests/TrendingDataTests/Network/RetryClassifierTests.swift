import Foundation
import Testing
import TrendingData

@Suite("RetryClassifier")
struct RetryClassifierTests {
    @Test("decides per outcome", arguments: [
        (Result<HTTPResponse, NetworkError>.failure(.transport("x")), RetryDecision.backoff),
        (.failure(.timedOut), .deliver), (.failure(.responseTooLarge(limit: 1)), .deliver), (.failure(.notSent("refused here")), .deliver),
        (.failure(.unreadableHeaders(.notUTF8)), .deliver), (.failure(.unreadableHeaders(.tooLong)), .deliver),
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
}
