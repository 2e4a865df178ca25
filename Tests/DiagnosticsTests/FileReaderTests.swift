import Diagnostics
import Foundation
import Support
import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

struct FileReaderTests {
    func scratch() throws -> String {
        let path = NSTemporaryDirectory() + "viperc-reader-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }

    @Test func aFIFOIsNotReadAndDoesNotBlock() throws {
        let folder = try scratch()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        #expect(mkfifo(folder + "/X.swift", 0o644) == 0)
        #expect(FileReader.read(folder + "/X.swift") == .failure(.notRegular))
        #expect(FileReader.prefix(folder + "/X.swift", count: 10) == nil)
    }

    @Test func devicesAreNotReadThroughLinks() throws {
        let folder = try scratch()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        for device in ["/dev/zero", "/dev/urandom"] {
            let link = folder + "/" + URL(fileURLWithPath: device).lastPathComponent + ".swift"
            try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: device)
            #expect(FileReader.read(link) == .failure(.notRegular), "\(device)")
        }
    }

    @Test func filesOverTheCapAreNotRead() throws {
        let folder = try scratch()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let path = folder + "/big.swift"
        try String(repeating: "a", count: 1_001).write(toFile: path, atomically: false, encoding: .utf8)
        #expect(FileReader.read(path, maximumSize: 1_000) == .failure(.tooLarge))
        #expect(FileReader.read(path, maximumSize: 1_001).map(\.count) == .success(1_001))
        #expect(FileReader.prefix(path, count: 3) == Array("aaa".utf8))
        #expect(FileReader.read(folder) == .failure(.isDirectory))
        #expect(FileReader.maximumSize == 16 << 20)
    }

    @Test func filesAreReadWholeWhateverSizeTheyReport() throws {
        let folder = try scratch()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        // Ends exactly at its reported size, at a power of two, and empty.
        for count in [0, 1, 4_095, 4_096, 4_097, 70_000] {
            let path = folder + "/F\(count).swift"
            let text = String((0..<count).map { Character(UnicodeScalar(UInt8(97 + $0 % 26))) })
            try text.write(toFile: path, atomically: false, encoding: .utf8)
            #expect(FileReader.read(path) == .success(Array(text.utf8)), "\(count)")
        }
        // Files that report a size of 0 are read to their end all the same.
        if FileManager.default.fileExists(atPath: "/proc/self/status") {
            guard case .success(let bytes) = FileReader.read("/proc/self/status") else {
                Issue.record("/proc/self/status was not read")
                return
            }
            #expect(String(decoding: bytes, as: UTF8.self).contains("Pid:"))
        }
    }
}
