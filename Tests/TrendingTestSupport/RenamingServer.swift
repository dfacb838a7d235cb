import Foundation

extension LoopbackServer {
    /// GitHub's search (100 items, `octo-org/rocket` first), and `octo-org/rocket` renamed to
    /// `moved-org/rocket`: its details answer 301 to the new name's, which answer as that repo.
    public static func renamingRocket() throws -> LoopbackServer {
        let base = Locked("")
        let server = try LoopbackServer { request, _ in
            switch request.path {
            case "/search/repositories": .json(200, Fixtures.data("search/100-items.json"))
            case "/repos/octo-org/rocket": .json(301, "", headers: [("Location", "\(base.value)/repos/moved-org/rocket")])
            case "/repos/moved-org/rocket":
                .json(200, Data(String(decoding: Fixtures.data("repos/octo-org__rocket.json"), as: UTF8.self)
                    .replacingOccurrences(of: "octo-org/rocket", with: "moved-org/rocket").utf8))
            default: .json(404, Fixtures.data("errors/404-not-found.json"))
            }
        }
        base.value = server.baseURL
        return server
    }
}
