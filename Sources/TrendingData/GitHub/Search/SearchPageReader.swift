#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// A fast reader for the fields `GitHubSearchMapper` uses from a search page: exactly what
/// decoding `SearchResponseDTO` gives, or nil, and the caller then asks `JSONDecoder`, whose
/// verdict stands (Architecture.md, Decisions: "purpose-built readers"). A page with an item
/// it can't read goes to `JSONDecoder` whole, which leaves out only that item.
enum SearchPageReader {
    static func read(_ body: Data) -> SearchResponseDTO? {
        body.withUnsafeBytes { raw in
            var reader = Reader(scanner: JSONByteScanner(raw))
            return reader.page()
        }
    }

    private struct Reader {
        var scanner: JSONByteScanner

        mutating func page() -> SearchResponseDTO? {
            var incomplete: Bool?
            var items: [ItemDTO]?
            var total: Int??
            var seenIncomplete = false
            guard scanner.consume(UInt8(ascii: "{")) else { return nil }
            if !scanner.consume(UInt8(ascii: "}")) {
                repeat {
                    guard let key = scanner.stringSpan(), scanner.consume(UInt8(ascii: ":")) else { return nil }
                    if scanner.spanEquals(key, "items") {
                        guard items == nil, let read = self.items() else { return nil }
                        items = read
                    } else if scanner.spanEquals(key, "total_count") {
                        // JSONDecoder ignores a count that is no whole number; anything but one
                        // (or null) is left to it.
                        guard total == nil else { return nil }
                        if scanner.null() { total = .some(nil); continue }
                        guard let value = scanner.integer() else { return nil }
                        total = .some(value)
                    } else if scanner.spanEquals(key, "incomplete_results") {
                        guard !seenIncomplete else { return nil }
                        seenIncomplete = true
                        if scanner.null() { continue }
                        if scanner.literal("true") { incomplete = true } else if scanner.literal("false") { incomplete = false } else { return nil }
                    } else {
                        guard !key.escaped, scanner.skipValue() else { return nil }
                    }
                } while scanner.consume(UInt8(ascii: ","))
                guard scanner.consume(UInt8(ascii: "}")) else { return nil }
            }
            scanner.skipSpace()
            guard scanner.atEnd, let items else { return nil }
            return SearchResponseDTO(total_count: total ?? nil, incomplete_results: incomplete, items: items)
        }

        mutating func items() -> [ItemDTO]? {
            guard scanner.consume(UInt8(ascii: "[")) else { return nil }
            var result: [ItemDTO] = []
            if scanner.consume(UInt8(ascii: "]")) { return result }
            repeat {
                guard let item = item() else { return nil }
                result.append(item)
            } while scanner.consume(UInt8(ascii: ","))
            return scanner.consume(UInt8(ascii: "]")) ? result : nil
        }

        /// One item; nil when a field is missing, duplicated, of another type, or unusual.
        mutating func item() -> ItemDTO? {
            var fields = SearchItemFields()
            guard scanner.consume(UInt8(ascii: "{")) else { return nil }
            if !scanner.consume(UInt8(ascii: "}")) {
                repeat {
                    guard let key = scanner.stringSpan(), !key.escaped, scanner.consume(UInt8(ascii: ":")),
                          readField(key, into: &fields)
                    else { return nil }
                } while scanner.consume(UInt8(ascii: ","))
                guard scanner.consume(UInt8(ascii: "}")) else { return nil }
            }
            return fields.item
        }

        private mutating func readField(_ key: JSONByteScanner.StringSpan, into fields: inout SearchItemFields) -> Bool {
            guard let field = SearchItemFields.Field(key, in: scanner) else { return scanner.skipValue() }
            guard fields.mark(field) else { return false }
            switch field {
            case .id: return set(&fields.id, scanner.integer())
            case .name: return set(&fields.name, requiredString())
            case .fullName: return set(&fields.fullName, requiredString())
            case .htmlURL: return optionalString(&fields.htmlURL)
            case .description: return optionalString(&fields.description)
            case .language: return optionalString(&fields.language)
            case .stars: return optionalInteger(&fields.stars)
            case .watchers: return optionalInteger(&fields.watchers)
            case .forksCount: return optionalInteger(&fields.forksCount)
            case .forks: return optionalInteger(&fields.forks)
            case .createdAt: return set(&fields.createdAt, requiredString().flatMap(GitHubTimestamp.date))
            case .owner: return owner(&fields.owner)
            }
        }

        private func set<T>(_ slot: inout T?, _ value: T?) -> Bool {
            slot = value
            return value != nil
        }

        private mutating func requiredString() -> String? {
            scanner.stringSpan().flatMap { scanner.string($0) }
        }

        private mutating func optionalString(_ slot: inout String??) -> Bool {
            if scanner.null() {
                slot = .some(nil)
                return true
            }
            guard let value = requiredString() else { return false }
            slot = .some(value)
            return true
        }

        private mutating func optionalInteger(_ slot: inout Int??) -> Bool {
            if scanner.null() {
                slot = .some(nil)
                return true
            }
            guard let value = scanner.integer() else { return false }
            slot = .some(value)
            return true
        }

        /// `owner`: null, or an object with a string `login` (other members skipped).
        private mutating func owner(_ slot: inout ItemDTO.OwnerDTO??) -> Bool {
            if scanner.null() {
                slot = .some(nil)
                return true
            }
            var login: String?
            guard scanner.consume(UInt8(ascii: "{")) else { return false }
            if !scanner.consume(UInt8(ascii: "}")) {
                repeat {
                    guard let key = scanner.stringSpan(), !key.escaped, scanner.consume(UInt8(ascii: ":")) else { return false }
                    if scanner.spanEquals(key, "login") {
                        guard login == nil, let value = requiredString() else { return false }
                        login = value
                    } else if !scanner.skipValue() {
                        return false
                    }
                } while scanner.consume(UInt8(ascii: ","))
                guard scanner.consume(UInt8(ascii: "}")) else { return false }
            }
            guard let login else { return false }
            slot = .some(ItemDTO.OwnerDTO(login: login))
            return true
        }
    }
}
