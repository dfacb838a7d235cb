/// Just the version, read first so a newer file is recognised even if its shape changed.
struct VersionDTO: Decodable {
    let version: Int
}
