import MoviesPresentation
import TextUI

/// The picture column of the details screen (a poster) and the person screen
/// (a profile picture), and the drawing of a picture in any area (a list's
/// poster pane): how wide the column is, if there is one, and the picture in
/// the way the terminal shows best (`PictureSetting`).
///
/// A picture is drawn only where it helps: in a window wide enough that the
/// text beside it still reads as lines rather than a narrow strip.
enum PictureColumn {
    /// Columns of a window narrower than this keep the text-only layout.
    static let minimumWindowWidth = 70
    /// Blank columns between the poster and the text.
    static let gap = 2
    /// A column narrower than this shows too little of a poster to be worth its room.
    static let minimumWidth = 8

    /// The picture column's width beside a body of `body` cells (the window
    /// less a one-column margin each side), or `nil` for no column: about a
    /// quarter of the window (at least 24 columns), and no wider than a 2:3
    /// poster whose height fits the body, so it grows with the window.
    static func width(forBody body: Size, theme: MoviesTheme) -> Int? {
        guard theme.pictures.drawing != .none, body.width + 2 >= minimumWindowWidth else { return nil }
        let quarter = max(24, (body.width + 2) / 4)
        let tallestFitting = Int(Double(body.height) / (1.5 * theme.pictures.cellAspect))
        let columns = min(quarter, tallestFitting)
        return columns >= minimumWidth ? columns : nil
    }

    /// Draws `picture` in a column on the left of `body` when the window and
    /// the theme allow; returns the area left for the text (all of `body` otherwise).
    /// - Parameter isPending: A picture is on its way: its column stays free
    ///   meanwhile, so the text does not move when it comes.
    static func draw(_ picture: PosterViewModel?, into buffer: inout ScreenBuffer, beside body: Rect, theme: MoviesTheme, isPending: Bool = false) -> Rect {
        guard let columns = width(forBody: body.size, theme: theme) else { return body }
        let reserved = body.splitLeft(columns: columns + gap).1
        guard let picture else { return isPending ? reserved : body }
        let used = drawPicture(picture, into: &buffer, in: Rect(origin: body.origin, size: Size(width: columns, height: body.height)), theme: theme)
        guard !used.isEmpty else { return body }
        return body.splitLeft(columns: used.width + gap).1
    }

    /// Draws `picture` from the top-left of `area`, as large as fits with its
    /// shape; while the terminal's answer is awaited, only works out the size.
    /// - Returns: The cells the picture takes.
    @discardableResult
    static func drawPicture(_ picture: PosterViewModel, into buffer: inout ScreenBuffer, in area: Rect, theme: MoviesTheme) -> Size {
        let setting = theme.pictures
        switch setting.drawing {
        case .none:
            return .zero
        case .cells(let symbols):
            let image = BlockImage(width: picture.width, height: picture.height, pixels: picture.pixels, symbols: symbols, colorMode: setting.colorMode, cellAspect: setting.cellAspect)
            let fitted = image.fittedSize(in: area.size)
            image.draw(into: &buffer, in: Rect(origin: area.origin, size: fitted))
            return fitted
        case .pending:
            return fittedCells(picture, in: area.size, cellAspect: setting.cellAspect)
        case .pixels:
            let fitted = fittedCells(picture, in: area.size, cellAspect: setting.cellAspect)
            buffer.place(Picture(width: picture.width, height: picture.height, pixels: picture.pixels), in: Rect(origin: area.origin, size: fitted))
            return fitted
        }
    }

    /// The most cells a picture of its shape takes inside `size`, for cells
    /// `cellAspect` as wide as tall; at least one each way when anything fits.
    static func fittedCells(_ picture: PosterViewModel, in size: Size, cellAspect: Double) -> Size {
        guard picture.width > 0, picture.height > 0, !size.isEmpty, cellAspect > 0 else { return .zero }
        // Rows a picture `size.width` columns wide needs.
        let rows = Double(size.width) * Double(picture.height) / Double(picture.width) * cellAspect
        if rows <= Double(size.height) {
            return Size(width: size.width, height: max(1, min(size.height, Int(rows.rounded()))))
        }
        let columns = Double(size.height) * Double(picture.width) / Double(picture.height) / cellAspect
        return Size(width: max(1, min(size.width, Int(columns.rounded()))), height: size.height)
    }
}
