/// Exit statuses of DESIGN.md §1 (values from BSD `sysexits.h`).
enum ExitStatus {
    static let success: Int32 = 0
    static let failure: Int32 = 1
    static let usage: Int32 = 64
    static let unavailable: Int32 = 69
    static let credentialsRejected: Int32 = 77
}
