import MoviesPresentation
import TextUI

/// The `L` form: a viewing's date, your rating, rewatch, tags and a review,
/// in a box over the screen that takes the keyboard while shown. It opens on
/// the date field holding today, which is read (with the days the film was
/// seen) after the form opens: keys typed before it comes are kept and
/// played once it is there, so none is lost. What it saves is applied by
/// the library keys.
struct LogForm {
    /// The fields, in the order Tab goes through them.
    enum Field: CaseIterable {
        case date, rating, rewatch, tags, review
    }

    /// What a key did while the form is shown.
    enum Outcome: Equatable {
        case stayOpen
        case close
        /// Enter: the viewing the fields name is to be logged.
        case save(ViewingLogDraft)
        /// Ctrl-O: the review so far is to be written in the user's editor.
        case editReview(String)
    }

    /// The film whose viewing is logged.
    let film: (id: Int, title: String)
    /// Today and the days the film was seen; `nil` until read.
    private(set) var start: ViewingLogStartViewModel?
    private var typedAhead: [Key] = []
    private(set) var focus = Field.date
    private var editors: [Field: QueryFieldEditor] = [:]
    /// `nil` until Space changes it: the library's rule for the day typed.
    private var rewatchSaid: Bool?
    /// A review of several lines from the editor, which the one-line field
    /// cannot hold: kept whole, shown flattened; Ctrl-O edits it again.
    private var writtenReview: String?
    /// Why Enter logged nothing, shown until the next key.
    private(set) var refusal: String?

    init(film: (id: Int, title: String)) {
        self.film = film
        for field in Field.allCases where field != .rewatch {
            var editor = QueryFieldEditor()
            editor.begin(with: "", selectingAll: false)
            editors[field] = editor
        }
    }

    /// The text of a field as typed (empty for rewatch, which has none).
    func text(of field: Field) -> String {
        editors[field]?.text ?? ""
    }

    /// Whether the viewing counts as a rewatch: as said with Space, else
    /// whether the film was seen before the day typed.
    var isRewatch: Bool {
        rewatchSaid ?? start?.isRewatch(onDayTyped: text(of: .date)) ?? false
    }

    /// Takes what the form opens on (once; one read for another film is not
    /// this form's) and hands back the keys typed meanwhile, to be played in order.
    mutating func receive(start: ViewingLogStartViewModel?) -> [Key] {
        guard self.start == nil, let start, start.filmID == film.id else { return [] }
        self.start = start
        // Selected whole, as the search field opens: typing a day replaces today.
        editors[.date]?.begin(with: start.today)
        defer { typedAhead = [] }
        return typedAhead
    }

    /// Takes what the user's editor gave back: the review, cleaned as data
    /// is (control characters and escape sequences dropped, line breaks kept,
    /// those at the end taken off), or why there is none (the review stays).
    mutating func receive(edit: ExternalEdit) {
        focus = .review
        switch edit {
        case .failed(let sentence):
            refusal = sentence
        case .saved(let raw):
            refusal = nil
            let lines = raw.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline)
            var cleaned = lines.map { TextSanitizer.sanitize(String($0)) }
            while cleaned.last?.allSatisfy(\.isWhitespace) == true { cleaned.removeLast() }
            let text = cleaned.joined(separator: "\n")
            editors[.review]?.begin(with: cleaned.count > 1 ? "" : text, selectingAll: false)
            writtenReview = cleaned.count > 1 ? text : nil
        }
    }

    /// The review so far: the one written in the editor, else the field's.
    private var review: String {
        writtenReview ?? text(of: .review)
    }

    /// Shows why Enter logged nothing; the form stays as it was.
    mutating func refuse(_ sentence: String) {
        refusal = sentence
    }

    mutating func handle(_ key: Key) -> Outcome {
        let command = KeyTable.logForm.command(for: key)
        if command == .closePicker { return .close }
        guard start != nil else {
            typedAhead.append(key)
            return .stayOpen
        }
        refusal = nil
        switch command {
        case .nextField: move(by: 1)
        case .previousField: move(by: -1)
        case .saveLog: return .save(draft)
        case .editReview:
            focus = .review
            return .editReview(review)
        case .toggleRewatch where focus == .rewatch: rewatchSaid = !isRewatch
        default:
            // Every other key edits the field in focus; rewatch has no text,
            // and a review of several lines is edited in the editor.
            if focus != .review || writtenReview == nil { _ = editors[focus]?.handle(key) }
        }
        return .stayOpen
    }

    /// What the fields say, as the controls read it.
    var draft: ViewingLogDraft {
        ViewingLogDraft(date: text(of: .date), rating: text(of: .rating), rewatch: rewatchSaid, tags: text(of: .tags), review: review)
    }

    /// Tab past the last field comes back to the first.
    private mutating func move(by step: Int) {
        let fields = Field.allCases
        let index = fields.firstIndex(of: focus) ?? 0
        focus = fields[(index + step + fields.count) % fields.count]
    }

    // MARK: - Drawing

    private static let labelWidth = 9
    private static let boxWidth = 60

    /// Draws the box in the middle of `area`.
    func draw(into buffer: inout ScreenBuffer, in area: Rect, theme: MoviesTheme) {
        let inner = min(area.width, Self.boxWidth) - 2
        let valueWidth = max(1, inner - 2 - Self.labelWidth)
        let note = TextLayout.wrap(refusal ?? hint, width: max(1, inner - 2)).prefix(3)
        let frame = OverlayBox(title: " Log \(TextSanitizer.sanitize(film.title)) ", closing: KeyTable.logForm.boxClosing)
        let rowCount = Field.allCases.count + 1 + note.count
        guard let inside = frame.draw(into: &buffer, in: area, contentWidth: Self.boxWidth - 4, rowCount: rowCount, minimumWidth: 34, theme: theme) else { return }
        for (row, field) in Field.allCases.enumerated() where row < inside.height {
            let isFocused = field == focus && start != nil
            let line = (isFocused ? "› " : "  ") + TextLayout.pad(Self.label(of: field), toWidth: Self.labelWidth) + value(of: field, width: valueWidth, focused: isFocused)
            buffer.write(
                TextLayout.pad(TextLayout.truncate(line, toWidth: inside.width), toWidth: inside.width),
                at: Point(x: inside.x, y: inside.y + row), style: isFocused ? theme.selected : theme.plain, maxWidth: inside.width
            )
        }
        for (offset, line) in note.enumerated() {
            let y = inside.y + Field.allCases.count + 1 + offset
            guard y < inside.maxY else { break }
            buffer.write("  " + line, at: Point(x: inside.x, y: y), style: refusal == nil ? theme.secondary : theme.accent, maxWidth: inside.width)
        }
    }

    private static func label(of field: Field) -> String {
        switch field {
        case .date: "Date"
        case .rating: "Rating"
        case .rewatch: "Rewatch"
        case .tags: "Tags"
        case .review: "Review"
        }
    }

    private func value(of field: Field, width: Int, focused: Bool) -> String {
        if field == .date, start == nil { return "reading…" }
        if field == .review, let writtenReview {
            let lines = writtenReview.split(separator: "\n", omittingEmptySubsequences: false)
            let more = " (+\(lines.count - 1) \(lines.count == 2 ? "line" : "lines"))"
            return TextLayout.truncate(lines.first.map(String.init) ?? "", toWidth: max(1, width - DisplayWidth.of(more))) + more
        }
        guard let editor = editors[field] else {
            let seenBefore = rewatchSaid == nil && isRewatch ? " (seen before that day)" : ""
            return (isRewatch ? "yes" : "no") + seenBefore
        }
        return focused ? editor.visibleText(width: width) : TextLayout.truncate(editor.text, toWidth: width)
    }

    /// The key that opens the user's editor, as the key table names it.
    private static let editorKey = KeyTable.logForm.label(of: .editReview) ?? "Ctrl-O"

    /// What the field in focus takes.
    private var hint: String {
        switch focus {
        case .date: "today, yesterday or YYYY-MM-DD"
        case .rating: "0.5 to 5 in halves, such as 3.5; empty for none"
        case .rewatch: "Space: yes or no"
        case .tags: "separated by commas"
        case .review:
            writtenReview == nil
                ? "\(Self.editorKey) writes it in $VISUAL or $EDITOR; Ctrl keys edit as in the search field"
                : "written in your editor; \(Self.editorKey) edits it again"
        }
    }
}
