import Foundation
import TestSupport
import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Every file under a folder is read or reported: names that differ only in Unicode
/// normalization, names that are not UTF-8, paths longer than the system takes.
struct FileNameTests {
    func viperc(_ arguments: [String], in folder: String) throws -> (status: Int32, stdout: String, stderr: String) {
        try Golden.run(Golden.viperc, arguments, in: folder)
    }

    /// A spec folder linking to `/` or to a folder elsewhere: build reads neither (the first
    /// found by the path fuzz target walking the whole disk), unless `--follow-links`.
    @Test func buildDoesNotFollowLinksOutOfTheSpecFolderUnlessAsked() throws {
        let folder = try Golden.temporaryFolder()
        let outside = try Golden.temporaryFolder()
        try FileManager.default.createDirectory(atPath: folder + "/specs", withIntermediateDirectories: true)
        try "module: Home\nview: {}\npresenter: {}\n".write(toFile: folder + "/specs/Home.viper.yaml", atomically: false, encoding: .utf8)
        try "module: Shared\nview: {}\npresenter: {}\n".write(toFile: outside + "/Shared.viper.yaml", atomically: false, encoding: .utf8)
        try FileManager.default.createSymbolicLink(atPath: folder + "/specs/root", withDestinationPath: "/")
        try FileManager.default.createSymbolicLink(atPath: folder + "/specs/shared", withDestinationPath: outside)
        let plain = try viperc(["build", "specs", "--output", "out"], in: folder)
        #expect(plain.status == 0, "\(plain.stderr)")
        #expect(plain.stderr.contains("specs/root:1:1: warning: symbolic link to '/', outside the spec folder"))
        #expect(plain.stderr.contains("specs/shared:1:1: warning: symbolic link to '"))
        #expect(plain.stderr.contains("outside the spec folder; not followed (read it with '--follow-links') [symlink-outside]"))
        #expect(!FileManager.default.fileExists(atPath: folder + "/out/Shared"))
        // Asked to, it reads the shared folder; `/` holds the spec folder, so it is a loop.
        let followed = try viperc(["build", "specs", "--output", "out", "--follow-links"], in: folder)
        #expect(followed.status == 0, "\(followed.stderr)")
        #expect(followed.stderr.contains("specs/root:1:1: warning: symbolic link loop"))
        #expect(FileManager.default.fileExists(atPath: folder + "/out/Shared/SharedInterfaces.swift"))
    }

    /// Creates a file from a name's raw bytes; false when the file system refuses the name or
    /// folds it into another (APFS treats NFC and NFD as one name).
    func create(_ folder: String, _ name: [UInt8], _ text: String) -> Bool {
        let path = Array(folder.utf8) + [UInt8(ascii: "/")] + name + [0]
        let fd = path.withUnsafeBufferPointer { buffer in
            buffer.baseAddress!.withMemoryRebound(to: CChar.self, capacity: buffer.count) {
                open($0, O_WRONLY | O_CREAT | O_EXCL, 0o644)
            }
        }
        guard fd >= 0 else { return false }
        _ = Array(text.utf8).withUnsafeBytes { write(fd, $0.baseAddress, $0.count) }
        close(fd)
        return true
    }

    @Test func namesThatDifferOnlyInNormalizationAreBothLinted() throws {
        let folder = try Golden.temporaryFolder()
        try FileManager.default.createDirectory(atPath: folder + "/src", withIntermediateDirectories: true)
        let nfc = Array("caf\u{E9}.swift".utf8)
        let nfd = Array("cafe\u{301}.swift".utf8)
        guard create(folder + "/src", nfc, "final class HomePresenter {\n    var view: HomeViewInterface\n}\n"),
            create(folder + "/src", nfd, "final class DetailsPresenter {\n    var view: DetailsViewInterface\n}\n")
        else {
            print("viperc tests: this file system holds one file for NFC and NFD names; nothing to check")
            return
        }
        let lint = try viperc(["lint", "src", "--reporter", "json"], in: folder)
        #expect(lint.stdout.contains("'HomePresenter'") && lint.stdout.contains("'DetailsPresenter'"), "\(lint.stdout)")
        #expect(lint.stderr.hasSuffix("in 2 files\n"), "\(lint.stderr)")
    }

    @Test func namesThatAreNotUTF8AreReportedAndFailTheRun() throws {
        let folder = try Golden.temporaryFolder()
        try FileManager.default.createDirectory(atPath: folder + "/src", withIntermediateDirectories: true)
        try FileManager.default.createDirectory(atPath: folder + "/specs", withIntermediateDirectories: true)
        guard create(folder + "/src", Array("Bad".utf8) + [0xFF] + Array(".swift".utf8), "final class A {}\n"),
            create(folder + "/specs", Array("Bad".utf8) + [0xFF] + Array(".viper.yaml".utf8), "module: Bad\nview: {}\n")
        else {
            print("viperc tests: this file system refuses names that are not UTF-8; nothing to check")
            return
        }
        try "final class B {}\n".write(toFile: folder + "/src/Good.swift", atomically: false, encoding: .utf8)
        let lint = try viperc(["lint", "src"], in: folder)
        #expect(lint.status == 1)
        #expect(lint.stdout.contains("src/Bad\u{FFFD}.swift:1:1: error: the name is not valid UTF-8"), "\(lint.stdout)")
        let build = try viperc(["build", "specs", "--output", "out"], in: folder)
        #expect(build.status == 1)
        #expect(build.stderr.contains("specs/Bad\u{FFFD}.viper.yaml:1:1: error: the name is not valid UTF-8"), "\(build.stderr)")
    }

    @Test func aSpecFolderDeeperThanThePathLimitIsAnError() throws {
        let folder = try Golden.temporaryFolder()
        // Made one level at a time from inside, as a path this long cannot be named at once.
        var fd = open(folder, O_RDONLY)
        for _ in 0..<24 {
            let name = String(repeating: "d", count: 200)
            mkdirat(fd, name, 0o755)
            let next = openat(fd, name, O_RDONLY)
            close(fd)
            fd = next
        }
        let spec = "module: Deep\nview: {}\n"
        let file = openat(fd, "Deep.viper.yaml", O_WRONLY | O_CREAT, 0o644)
        _ = Array(spec.utf8).withUnsafeBytes { write(file, $0.baseAddress, $0.count) }
        close(file)
        close(fd)
        let build = try viperc(["build", ".", "--output", "../out"], in: folder)
        #expect(build.status == 1, "\(build.stderr)")
        #expect(build.stderr.contains("error: cannot read folder: "), "\(build.stderr)")
    }
}
