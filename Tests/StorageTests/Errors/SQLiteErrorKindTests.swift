import CSQLite
import Storage
import Testing

/// What a failure is, for callers that explain it in their own words: an
/// I/O error whose system error was "no space left" is a full disk, as
/// `SQLITE_FULL` is; the system error of an earlier failure never colours
/// another kind of error.
@Suite struct SQLiteErrorKindTests {
    /// `ENOSPC` and `EIO` on Linux.
    private static let noSpace: Int32 = 28
    private static let inputOutput: Int32 = 5

    @Test func anIOErrorWithNoSpaceLeft_isAFullDisk() {
        let shmSize = SQLITE_IOERR | (19 << 8)  // SQLITE_IOERR_SHMSIZE
        #expect(SQLiteError(extendedResultCode: shmSize, message: "disk I/O error", systemErrorNumber: Self.noSpace).kind == .full)
        #expect(SQLiteError(extendedResultCode: SQLITE_FULL, message: "database or disk is full").kind == .full)
    }

    @Test func anIOErrorOfAnotherCause_staysAnIOError() {
        #expect(SQLiteError(extendedResultCode: SQLITE_IOERR, message: "disk I/O error", systemErrorNumber: Self.inputOutput).kind == .ioError)
        #expect(SQLiteError(extendedResultCode: SQLITE_IOERR, message: "disk I/O error").kind == .ioError)
    }

    @Test func aSystemErrorBesideAnotherKindOfFailure_isNotKept() {
        let busy = SQLiteError(extendedResultCode: SQLITE_BUSY, message: "database is locked", systemErrorNumber: Self.noSpace)
        #expect(busy.kind == .busy && busy.systemErrorNumber == 0)
        #expect(busy == SQLiteError(extendedResultCode: SQLITE_BUSY, message: "database is locked"))
    }
}
