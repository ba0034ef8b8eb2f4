import MoviesPresentation
public import TextUI

extension HomeScreen {
    public func draw(into buffer: inout ScreenBuffer, in area: Rect) {
        let parts = scaffold.drawHeader("Home", into: &buffer, in: area)
        buffer.fill(parts.body)
        guard parts.body.height > 0 else { return }
        let (fieldArea, rest) = parts.body.splitTop(rows: min(2, parts.body.height))
        drawField(into: &buffer, in: fieldArea.row(0))
        rows.draw(sectionRows, into: &buffer, in: rest, theme: theme, showsSelection: !field.isActive)
        scaffold.drawStatusAndFooter(viewModel.status.value, hints: keyMap.footerHints(), into: &buffer, frame: parts)
    }

    private func drawField(into buffer: inout ScreenBuffer, in row: Rect) {
        let label = field.label
        let room = row.width - DisplayWidth.of(label) - 1
        if field.isActive {
            buffer.write(label + field.visibleText(width: room), at: row.origin, style: theme.title, maxWidth: row.width)
        } else {
            buffer.write(label, at: row.origin, style: theme.title, maxWidth: row.width)
            let hint = "/ to search films (Tab: people)"
            buffer.write(TextLayout.truncate(hint, toWidth: max(0, room)), at: Point(x: row.x + DisplayWidth.of(label), y: row.y), style: theme.secondary)
        }
        setFieldRow(row)
    }

    var sectionRows: [SelectableRow] {
        viewModel.sections.value.map { section in
            var row = SelectableRow(title: section.title, detail: section.summary)
            if let year = section.yearInFilm, year.hasViewings {
                row.trailing = Self.monthChart(year)
                row.trailingStyle = theme.accent
            }
            return row
        }
    }

    /// The year's films per month as a line of columns, January to December.
    static func monthChart(_ year: HomeYearInFilmViewModel) -> String {
        "Jan " + BlockColumns.text(year.perMonth) + " Dec"
    }

    public func plainTextLines(width: Int) -> [String] {
        var lines = [StyledLine("Home")]
        let sections = viewModel.sections.value
        let numberWidth = String(max(1, sections.count)).count
        let formatter = MoviesListRowFormatter(theme: theme)
        for (index, section) in sections.enumerated() where section.state != .unavailable {
            let number = String(repeating: " ", count: numberWidth - String(index + 1).count) + "\(index + 1). "
            lines.append(StyledLine(number + section.title))
            let indent = String(repeating: " ", count: DisplayWidth.of(number) + 2)
            if section.films.isEmpty {
                lines.append(StyledLine(indent + TextLayout.truncate(TextSanitizer.sanitize(section.summary), toWidth: max(1, width - indent.count))))
            }
            // Off a terminal the chart is numbers: the months with viewings.
            if let months = section.yearInFilm?.perMonthText, !months.isEmpty {
                lines += TextLayout.wrap(months, width: max(1, width - indent.count)).map { StyledLine(indent + $0) }
            }
            let idWidth = RowColumns.idWidth(section.films.map(\.record.id))
            for film in section.films {
                let line = formatter.titleLine(number: nil, item: film, width: max(1, width - indent.count), numberWidth: 0, idWidth: idWidth).text
                lines.append(StyledLine(indent + line))
            }
        }
        if let note = viewModel.note.value {
            lines += TextLayout.wrap(TextSanitizer.sanitize(note), width: max(1, width)).map { StyledLine($0) }
        }
        let status = viewModel.status.value
        if !status.text.isEmpty { lines.append(StyledLine(status.text)) }
        return PlainTextRenderer.lines(lines, width: width)
    }

    public func jsonDocument() -> (any Encodable & Sendable)? {
        JSONHomeOutput(
            sections: viewModel.sections.value.map { section in
                JSONHomeOutput.Section(
                    title: section.title,
                    summary: section.summary,
                    available: section.state != .unavailable,
                    films: section.films.map { JSONMovieOutput(record: $0.record) },
                    stats: section.yearInFilm.map(JSONYearInFilmOutput.init)
                )
            },
            note: viewModel.note.value
        )
    }
}
