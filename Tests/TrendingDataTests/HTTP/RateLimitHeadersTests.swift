import Foundation
import Testing
import TrendingData

@Suite("RateLimitHeaders")
struct RateLimitHeadersTests {
    @Test("reads GitHub's rate-limit headers in any case")
    func reads() {
        let headers = RateLimitHeaders(HTTPResponse(status: 200, headers: [
            "X-Ratelimit-Limit": "10", "x-ratelimit-remaining": " 0", "X-RATELIMIT-RESET": "1795436100", "Retry-After": "30",
        ]))
        #expect(headers.limit == 10)
        #expect(headers.remaining == 0)
        #expect(headers.isExhausted)
        #expect(headers.resetsAt == Date(timeIntervalSince1970: 1_795_436_100))
        #expect(headers.retryAfter == 30)
    }

    @Test("leaves absent or unreadable headers nil")
    func absent() {
        let headers = RateLimitHeaders(HTTPResponse(status: 200, headers: ["x-ratelimit-remaining": "many", "retry-after": "Wed, 21 Oct 2015 07:28:00 GMT"]))
        #expect(headers.remaining == nil && headers.retryAfter == nil && !headers.isExhausted)
    }
}
