public import MoviesPresentation
public import TextUI

/// Your year in film: the numbers of `movies stats` as a page of charts —
/// films per month, release decades, your ratings in half stars, top genres,
/// directors and actors — each count with a bar of block characters (in the
/// theme's accent where the terminal has colour). The page scrolls; `r`
/// counts again, as does coming back to it after a change elsewhere.
@MainActor
public final class StatsScreen: ViewModelScreen<any StatsViewModel>, MoviesScreen, ScreenOutput {
    private var document = LinkedDocument()
    private var lastLines: [DocumentLine] = []
    /// The widest a bar grows; a narrow window gets shorter ones.
    static let barWidth = 40

    public var breadcrumbTitle: String { viewModel.title }

    public init(viewModel: any StatsViewModel, theme: MoviesTheme) {
        super.init(viewModel: viewModel, scaffold: ScreenScaffold(theme: theme, libraryControls: nil))
    }

    public var loadFailure: FailureViewModel? { nil }
    public var showsFetchedData: Bool { viewModel.page.value != nil }
    public var numberedRowCount: Int { 0 }
    public func openRow(at index: Int) {}
    public func jsonDocument() -> (any Encodable & Sendable)? { nil }

    public func viewDidLoad() {
        // A viewing logged on a screen above changes the counts.
        scaffold.onShownAgain = { [weak self] in self?.viewModel.reload() }
        viewModel.page.observe(on: self) { [weak self] _ in self?.scaffold.setNeedsDisplay() }
        viewModel.status.observe(on: self) { [weak self] status in
            self?.scaffold.showLoading(status.kind == .loading)
            self?.scaffold.setNeedsDisplay()
        }
        viewModel.viewDidLoad()
    }

    public func waitUntilSettled() async {
        await viewModel.waitUntilIdle()
    }

    public var keyMap: KeyMap { KeyTable.stats }

    public func handle(_ key: Key) -> Bool {
        if case .mouse = key { return false }
        scaffold.keyArrived()
        guard let command = KeyTable.stats.command(for: key) else { return false }
        guard scaffold.handleScreenKey(command, for: viewModel) || document.handle(command, lines: lastLines) else { return false }
        scaffold.setNeedsDisplay()
        return true
    }

    public func draw(into buffer: inout ScreenBuffer, in area: Rect) {
        let frame = scaffold.drawHeader(viewModel.title, into: &buffer, in: area)
        let body = frame.body.inset(horizontal: 1)
        buffer.fill(frame.body)
        let bars = StatsText.Bars(width: min(Self.barWidth, max(8, body.width - 44)), color: nil)
        lastLines = lines(bars: bars)
        document.draw(lastLines, into: &buffer, in: body, theme: scaffold.theme)
        colourBars(into: &buffer, in: body)
        let position = FilmDocumentKeys.position(of: document, lines: lastLines, height: max(1, body.height))
        scaffold.drawStatusAndFooter(viewModel.status.value, trailing: position, hints: keyMap.footerHints(), into: &buffer, frame: frame)
    }

    /// The page as lines: the summary, each section's title in the accent, its rows.
    private func lines(bars: StatsText.Bars?) -> [DocumentLine] {
        guard let page = viewModel.page.value else { return [] }
        let text = StatsText.lines(page, bars: bars)
        return text.enumerated().map { index, line in
            let isTitle = index > 0 && !line.isEmpty && !line.hasPrefix(" ")
            return DocumentLine(text: line, style: isTitle ? scaffold.theme.accent : .plain)
        }
    }

    /// Draws each bar on screen in the accent: from its first block to the row's end.
    private func colourBars(into buffer: inout ScreenBuffer, in area: Rect) {
        for row in 0..<area.height {
            let index = document.scrollOffset + row
            guard lastLines.indices.contains(index) else { break }
            let text = lastLines[index].text
            guard let start = text.firstIndex(where: { BlockBar.isBlock($0) }) else { continue }
            let column = DisplayWidth.of(String(text[..<start]))
            let width = DisplayWidth.of(String(text[start...]))
            guard column < area.width else { continue }
            buffer.setStyle(scaffold.theme.accent, in: Rect(x: area.x + column, y: area.y + row, width: min(width, area.width - column), height: 1))
        }
    }

    public func plainTextLines(width: Int) -> [String] {
        let lines = (viewModel.page.value.map { StatsText.lines($0, bars: nil) } ?? []).map { StyledLine($0) }
        return PlainTextRenderer.lines(lines, width: width)
    }
}
