import Foundation
import TrendingData
import TrendingDomain

/// The instant the fixtures were written for (2026-11-23T12:00:00Z), so ages are realistic.
let referenceNow = Date(timeIntervalSince1970: 1_795_435_200)

func decode(_ body: Data) throws -> [Repo] {
    try GitHubSearchMapper.map(HTTPResponse(status: 200, body: body), now: referenceNow).repos
}
