/// Something that draws itself into a rectangle of a screen buffer: the
/// "view" of this library.
///
/// Drawables only ever write into the buffer, inside `area`; they never talk
/// to the terminal. That keeps them testable as plain text.
public protocol Drawable {
    /// Draws into `area` of `buffer`; must not touch cells outside `area`.
    func draw(into buffer: inout ScreenBuffer, in area: Rect)
}
