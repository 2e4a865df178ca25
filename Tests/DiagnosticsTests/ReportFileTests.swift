import Foundation
import Support
import TestSupport
import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// What a report path may be, and what writing a report there does to it.
struct ReportFileTests {
    func read(_ path: String) -> String? {
        FileManager.default.contents(atPath: path).map { String(decoding: $0, as: UTF8.self) }
    }

    func kind(_ path: String) -> mode_t {
        var info = stat()
        return lstat(path, &info) == 0 ? info.st_mode & S_IFMT : 0
    }

    @Test func aNewOrRegularFileIsReplacedKeepingItsMode() throws {
        let folder = try Golden.temporaryFolder()
        try ReportFile.write("one\n", to: folder + "/report.json")
        #expect(read(folder + "/report.json") == "one\n")
        chmod(folder + "/report.json", 0o600)
        try ReportFile.write("two\n", to: folder + "/report.json")
        #expect(read(folder + "/report.json") == "two\n")
        var info = stat()
        stat(folder + "/report.json", &info)
        #expect(info.st_mode & 0o777 == 0o600)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder) == ["report.json"])
    }

    @Test func aLinkIsFollowedAndKept() throws {
        let folder = try Golden.temporaryFolder()
        try FileManager.default.createDirectory(atPath: folder + "/kept", withIntermediateDirectories: true)
        try "old\n".write(toFile: folder + "/kept/report.sarif", atomically: false, encoding: .utf8)
        try FileManager.default.createSymbolicLink(atPath: folder + "/report.sarif", withDestinationPath: "kept/report.sarif")
        try ReportFile.write("new\n", to: folder + "/report.sarif")
        #expect(kind(folder + "/report.sarif") == S_IFLNK)
        #expect(read(folder + "/kept/report.sarif") == "new\n")
        // A dangling link: its target is created.
        try FileManager.default.createSymbolicLink(atPath: folder + "/dangling.sarif", withDestinationPath: "kept/later.sarif")
        try ReportFile.write("later\n", to: folder + "/dangling.sarif")
        #expect(kind(folder + "/dangling.sarif") == S_IFLNK && read(folder + "/kept/later.sarif") == "later\n")
    }

    @Test func aCharacterDeviceIsWrittenInPlace() throws {
        try ReportFile.write("nothing\n", to: "/dev/null")
        #expect(kind("/dev/null") == S_IFCHR)
    }

    @Test func aFIFOIsWrittenInPlaceWhenSomebodyReads() throws {
        let folder = try Golden.temporaryFolder()
        let fifo = folder + "/pipe"
        try #require(mkfifo(fifo, 0o644) == 0)
        #expect(throws: ReportFile.Failure("no process reads from it")) { try ReportFile.write("lost\n", to: fifo) }
        let reader = Process()
        reader.executableURL = URL(fileURLWithPath: "/bin/sh")
        reader.arguments = ["-c", "cat \"$0\" > \"$1\"", fifo, folder + "/received"]
        try reader.run()
        // The reader opens the FIFO when the shell gets to it; until then there is nobody.
        var written = false
        for _ in 0..<400 where !written {
            written = (try? ReportFile.write("sent\n", to: fifo)) != nil
            if !written { usleep(5_000) }
        }
        reader.waitUntilExit()
        #expect(written)
        #expect(read(folder + "/received") == "sent\n")
        #expect(kind(fifo) == S_IFIFO)
    }

    @Test func aFolderOrAMissingParentIsAnErrorThatWritesNothing() throws {
        let folder = try Golden.temporaryFolder()
        #expect(throws: ReportFile.Failure("it is a folder")) { try ReportFile.write("x", to: folder) }
        #expect(throws: ReportFile.Failure("its folder does not exist")) { try ReportFile.write("x", to: folder + "/no/report.json") }
        try FileManager.default.createSymbolicLink(atPath: folder + "/loop", withDestinationPath: "loop")
        #expect(throws: ReportFile.Failure("too many levels of symbolic links")) { try ReportFile.write("x", to: folder + "/loop") }
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder) == ["loop"])
    }
}
