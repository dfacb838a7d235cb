/// A style for a piece of text, applied after the text is cut to fit.
enum Paint {
    case plain, dim, bold, yellow, cyan, green, magenta

    func apply(_ text: String, _ style: TextStyle) -> String {
        switch self {
        case .plain: text
        case .dim: style.dim(text)
        case .bold: style.bold(text)
        case .yellow: style.yellow(text)
        case .cyan: style.cyan(text)
        case .green: style.green(text)
        case .magenta: style.magenta(text)
        }
    }
}
