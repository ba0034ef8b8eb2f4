public import TextUI

/// How screens draw pictures (posters, profile pictures).
public enum PictureDrawing: Equatable, Sendable {
    /// None: `MOVIES_IMAGES=none`, or character cells on a terminal without colour.
    case none
    /// Not known yet: the terminal is being asked what it can do. Picture
    /// columns are kept free, so nothing moves when the answer comes.
    case pending
    /// Block characters in colour, the cells chosen against the picture.
    case cells(BlockSymbols)
    /// Real pixels with a graphics protocol: screens place the picture and
    /// the renderer sends it.
    case pixels
}
