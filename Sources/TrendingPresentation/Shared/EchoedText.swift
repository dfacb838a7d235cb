/// The user's own text (an argument, a config file's line or path) echoed back in a message: each
/// control character made visible as `?`, since it goes to a terminal. One rule for every echo.
public enum EchoedText {
    public static func shown(_ text: String) -> String {
        String(String.UnicodeScalarView(text.unicodeScalars.map { $0.properties.generalCategory == .control ? "?" : $0 }))
    }
}
