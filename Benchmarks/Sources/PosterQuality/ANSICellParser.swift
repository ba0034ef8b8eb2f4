/// Reads the cells back from chafa's `--format symbols` output: printable
/// glyphs, line breaks, and the control sequences that matter for colour
/// (SGR reset, 24-bit foreground and background, their defaults, reverse
/// video), plus REP (repeat the last glyph). Cursor show/hide sequences are
/// skipped; anything else is refused rather than guessed at, so a change in
/// chafa's output shows up as an error instead of a wrong figure.
enum ANSICellParser {
    enum Failure: Error, Equatable, CustomStringConvertible {
        case unsupportedSequence(String)
        case unsupportedControl(UInt32)
        case repeatWithoutGlyph

        var description: String {
            switch self {
            case let .unsupportedSequence(sequence): "chafa wrote a control sequence this tool does not read: ESC \(sequence)"
            case let .unsupportedControl(value): "chafa wrote the control character 0x\(String(value, radix: 16))"
            case .repeatWithoutGlyph: "chafa asked to repeat a glyph before writing one"
            }
        }
    }

    /// The rows of cells, top to bottom.
    static func rows(of output: String) throws(Failure) -> [[DrawnCell]] {
        var state = State()
        let scalars = Array(output.unicodeScalars)
        var index = 0
        while index < scalars.count {
            let scalar = scalars[index]
            index += 1
            switch scalar.value {
            case 0x1B:
                let sequence = try controlSequence(in: scalars, from: &index)
                try state.apply(sequence)
            case 0x0A:
                state.rows.append(state.row)
                state.row = []
            case 0x0D:
                continue
            case 0..<0x20, 0x7F..<0xA0:
                throw .unsupportedControl(scalar.value)
            default:
                state.row.append(state.cell(showing: scalar))
            }
        }
        if !state.row.isEmpty { state.rows.append(state.row) }
        return state.rows
    }

    /// A CSI sequence after its ESC: parameter bytes, then one final byte.
    struct ControlSequence {
        var parameters: String
        var final: Unicode.Scalar
    }

    private static func controlSequence(in scalars: [Unicode.Scalar], from index: inout Int) throws(Failure) -> ControlSequence {
        guard index < scalars.count, scalars[index] == "[" else {
            throw .unsupportedSequence(index < scalars.count ? String(scalars[index]) : "at the end")
        }
        index += 1
        var parameters = ""
        while index < scalars.count {
            let scalar = scalars[index]
            index += 1
            switch scalar.value {
            case 0x20...0x3F: parameters.unicodeScalars.append(scalar)
            case 0x40...0x7E: return ControlSequence(parameters: parameters, final: scalar)
            default: throw .unsupportedSequence("[" + parameters + String(scalar))
            }
        }
        throw .unsupportedSequence("[" + parameters + " (cut short)")
    }

    private struct State {
        var rows: [[DrawnCell]] = []
        var row: [DrawnCell] = []
        var foreground = CellColor.terminalForeground
        var background = CellColor.terminalBackground
        var reverse = false

        func cell(showing glyph: Unicode.Scalar) -> DrawnCell {
            reverse
                ? DrawnCell(glyph: glyph, foreground: background, background: foreground)
                : DrawnCell(glyph: glyph, foreground: foreground, background: background)
        }

        mutating func apply(_ sequence: ControlSequence) throws(Failure) {
            let text = "[" + sequence.parameters + String(sequence.final)
            if sequence.parameters.hasPrefix("?") {
                // Private modes such as showing or hiding the cursor.
                guard sequence.final == "h" || sequence.final == "l" else { throw .unsupportedSequence(text) }
                return
            }
            switch sequence.final {
            case "m":
                try applyGraphicRendition(sequence.parameters, text: text)
            case "b":
                guard let last = row.last else { throw .repeatWithoutGlyph }
                let count = sequence.parameters.isEmpty ? 1 : Int(sequence.parameters) ?? 0
                guard count > 0 else { throw .unsupportedSequence(text) }
                row.append(contentsOf: repeatElement(last, count: count))
            default:
                throw .unsupportedSequence(text)
            }
        }

        private mutating func applyGraphicRendition(_ parameters: String, text: String) throws(Failure) {
            let values = parameters.split(separator: ";", omittingEmptySubsequences: false)
                // An empty parameter means 0; anything unreadable becomes -1, which no case accepts.
                .map { $0.isEmpty ? 0 : Int($0) ?? -1 }
            var index = 0
            while index < values.count {
                let value = values[index]
                index += 1
                switch value {
                case 0:
                    foreground = .terminalForeground
                    background = .terminalBackground
                    reverse = false
                case 7: reverse = true
                case 27: reverse = false
                case 39: foreground = .terminalForeground
                case 49: background = .terminalBackground
                case 38, 48:
                    guard index + 3 < values.count, values[index] == 2,
                          let red = UInt8(exactly: values[index + 1]),
                          let green = UInt8(exactly: values[index + 2]),
                          let blue = UInt8(exactly: values[index + 3])
                    else { throw .unsupportedSequence(text) }
                    index += 4
                    let color = CellColor.rgb(RGBColor(red: red, green: green, blue: blue))
                    if value == 38 { foreground = color } else { background = color }
                case 1...5, 22...25:
                    // Weight, italics, underline, blinking: no effect on colour.
                    continue
                default:
                    throw .unsupportedSequence(text)
                }
            }
        }
    }
}
