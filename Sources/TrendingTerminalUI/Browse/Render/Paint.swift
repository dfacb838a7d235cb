/// A style for a piece of text, applied after the text is cut to fit.
enum Paint {
    case plain, dim, bold, yellow, cyan, green, magenta
    /// A detail row: its label (the first `labelColumns` characters; labels are ASCII) dim, the
    /// value as `value`.
    indirect case labelled(labelColumns: Int, value: Paint)
    /// A detail row's value, as `trending show` gives it (`DetailRenderer.look`).
    case role(DetailRenderer.ValueRole)

    func apply(_ text: String, _ style: TextStyle) -> String {
        switch self {
        case .labelled(let columns, let value):
            let split = text.index(text.startIndex, offsetBy: min(columns, text.count))
            let label = String(text[..<split]), rest = String(text[split...])
            return (label.isEmpty ? "" : style.dim(label)) + (rest.isEmpty ? "" : value.apply(rest, style))
        case .role(let role): return DetailRenderer.look(text, role, style: style)
        case .plain: return text
        case .dim: return style.dim(text)
        case .bold: return style.bold(text)
        case .yellow: return style.yellow(text)
        case .cyan: return style.cyan(text)
        case .green: return style.green(text)
        case .magenta: return style.magenta(text)
        }
    }
}
