/// How a cell is drawn: attributes and colours.
public struct Style: Hashable, Sendable {
    public var attributes: TextAttributes
    public var foreground: TerminalColor
    public var background: TerminalColor

    public init(
        attributes: TextAttributes = [],
        foreground: TerminalColor = .default,
        background: TerminalColor = .default
    ) {
        self.attributes = attributes
        self.foreground = foreground
        self.background = background
    }

    /// The terminal's default look.
    public static let plain = Style()
    public static let bold = Style(attributes: .bold)
    public static let dim = Style(attributes: .dim)
    public static let underline = Style(attributes: .underline)
    public static let reverse = Style(attributes: .reverse)

    /// This style with `attributes` added.
    public func adding(_ attributes: TextAttributes) -> Style {
        var copy = self
        copy.attributes.formUnion(attributes)
        return copy
    }

    /// This style with another foreground colour.
    public func foreground(_ color: TerminalColor) -> Style {
        var copy = self
        copy.foreground = color
        return copy
    }

    /// This style with another background colour.
    public func background(_ color: TerminalColor) -> Style {
        var copy = self
        copy.background = color
        return copy
    }
}
