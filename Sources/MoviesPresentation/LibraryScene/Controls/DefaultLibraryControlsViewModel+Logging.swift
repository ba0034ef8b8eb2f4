public import MoviesDomain

/// `L`: the form's start, and the viewing it logs, through the same use case
/// as `movies log` and the session's journal.
extension DefaultLibraryControlsViewModel {
    public func loadLogStart(for id: Movie.Identifier) {
        let logViewing = dependencies.logViewing
        logStart.value = nil
        run {
            let start = try await logViewing.start(id: id)
            return { model in model.logStart.value = ViewingLogStartViewModel(filmID: id, start: start) }
        }
    }

    public func log(_ draft: ViewingLogDraft, onFilm id: Movie.Identifier, title: String) -> String? {
        // The form sends Enter only once its start is read; without one the
        // use case still refuses a later day, in the status line.
        let today = logStart.value.flatMap { $0.filmID == id ? $0.start.today : nil }
        let log: ViewingLog
        do {
            log = try draft.viewingLog(today: today)
        } catch {
            return error.sentence
        }
        let logViewing = dependencies.logViewing
        change(id) { LibraryConfirmation.logSentence(for: try await logViewing.execute(id: id, log)) }
        return nil
    }
}
