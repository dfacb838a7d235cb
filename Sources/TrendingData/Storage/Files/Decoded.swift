/// What a versioned file's bytes turned out to hold.
enum Decoded<Value> {
    case value(Value)
    /// Written by a newer release: left alone rather than overwritten.
    case newerVersion(Int)
    case corrupt
}
