/// A repo's licence as GitHub names it: its `key` (`mit`), `name` (`MIT License`) and `spdx_id`
/// (`MIT`; `NOASSERTION` when GitHub could not tell which licence it is; none for some).
public struct RepoLicense: Equatable, Sendable {
    public let key: String
    public let name: String
    public let spdxID: String?

    public init(key: String, name: String, spdxID: String?) {
        self.key = key
        self.name = name
        self.spdxID = spdxID
    }

    /// The short label a person reads: the SPDX id (`MIT`), or the name when there is none or
    /// GitHub could not assert one (`Other`).
    public var label: String {
        guard let spdxID, !spdxID.isEmpty, spdxID != "NOASSERTION" else { return name }
        return spdxID
    }
}
