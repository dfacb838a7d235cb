/// What a versioned file's bytes turned out to hold.
enum Decoded<Value> {
    case value(Value)
    /// Written by a newer release: left alone rather than overwritten.
    case newerVersion(Int)
    case corrupt
}

extension Decoded {
    /// The value transformed; the other outcomes as they are.
    func map<Other>(_ transform: (Value) -> Other) -> Decoded<Other> {
        switch self {
        case .value(let value): .value(transform(value))
        case .newerVersion(let version): .newerVersion(version)
        case .corrupt: .corrupt
        }
    }
}
