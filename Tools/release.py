#!/usr/bin/env python3
"""viperc's release, in steps that `make release VERSION=X` runs in order and that the release
workflow (.github/workflows/release.yml) runs on each platform:

  release.py prepare X            checks the version and CHANGELOG.md, sets Sources/Support/Version.swift
  release.py build X [--binary B] builds viperc (Swift runtime and libyaml linked in) and packs
                                  dist/viperc-X-PLATFORM.tar.gz; --binary packs B instead
  release.py assemble X           from every dist/viperc-X-*.tar.gz: the SwiftPM artifact bundle,
                                  the source archive, the Homebrew formula, the plugins package
                                  and SHA256SUMS
  release.py notes X              prints the version's CHANGELOG section (the release page)
  release.py tag X                commits the version and changelog, tags vX (pushing is yours)

Every archive is made here rather than with tar or zip, so that the same inputs give the same
bytes on Linux and macOS: fixed times, owners and modes, sorted entries.
"""
import argparse
import gzip
import hashlib
import io
import json
import os
import platform
import re
import shutil
import stat
import subprocess
import sys
import tarfile
import zipfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
VERSION_FILE = os.path.join(ROOT, "Sources", "Support", "Version.swift")
SEMVER = re.compile(r"^(0|[1-9]\d*)\.(0|[1-9]\d*)\.(0|[1-9]\d*)(-[0-9A-Za-z.-]+)?$")
# Which Swift target triples each packed platform serves, in the artifact bundle's info.json.
TRIPLES = {
    "linux-x86_64": ["x86_64-unknown-linux-gnu"],
    "linux-aarch64": ["aarch64-unknown-linux-gnu"],
    "macos-universal": ["arm64-apple-macosx", "x86_64-apple-macosx"],
    "macos-arm64": ["arm64-apple-macosx"],
    "macos-x86_64": ["x86_64-apple-macosx"],
}
# 1980-01-01, the earliest time a zip entry can carry; tar entries use the same.
EPOCH = 315532800


def fail(message):
    print(f"release: error: {message}", file=sys.stderr)
    sys.exit(1)


def run(*args, **kwargs):
    return subprocess.run(args, check=True, **kwargs)


def sha256(path):
    digest = hashlib.sha256()
    with open(path, "rb") as handle:
        for block in iter(lambda: handle.read(1 << 20), b""):
            digest.update(block)
    return digest.hexdigest()


def dist(args):
    return os.path.abspath(args.dist)


# --- prepare ---------------------------------------------------------------------------------


def changelog_has(version):
    with open(os.path.join(ROOT, "CHANGELOG.md"), encoding="utf-8") as handle:
        return any(re.match(rf"^## \[{re.escape(version)}\]( - \d{{4}}-\d{{2}}-\d{{2}})?\s*$", line) for line in handle)


def current_version():
    with open(VERSION_FILE, encoding="utf-8") as handle:
        found = re.search(r'static let current = "([^"]*)"', handle.read())
    if not found:
        fail(f"{VERSION_FILE} does not say 'static let current = \"…\"'")
    return found.group(1)


def uncommitted():
    """Tracked files with changes, other than the two a release changes."""
    changed = subprocess.run(["git", "status", "--porcelain", "--untracked-files=no"], cwd=ROOT, capture_output=True, text=True).stdout
    return [line[3:] for line in changed.splitlines() if line[3:] not in ("CHANGELOG.md", "Sources/Support/Version.swift")]


def prepare(args):
    if not changelog_has(args.version):
        fail(f"CHANGELOG.md has no '## [{args.version}] - YYYY-MM-DD' section; move the [Unreleased] entries into one")
    if uncommitted():
        fail("commit or stash these first, so that the tag is what dist/ is built from: " + ", ".join(uncommitted()))
    if current_version() != args.version:
        with open(VERSION_FILE, encoding="utf-8") as handle:
            text = handle.read()
        with open(VERSION_FILE, "w", encoding="utf-8") as handle:
            handle.write(re.sub(r'static let current = "[^"]*"', f'static let current = "{args.version}"', text))
        print(f"release: Version.swift now says {args.version}")


# --- build -----------------------------------------------------------------------------------


def host_platform(binary):
    system = platform.system()
    if system == "Linux":
        machine = platform.machine()
        return "linux-" + {"amd64": "x86_64", "arm64": "aarch64"}.get(machine, machine)
    if system == "Darwin":
        archs = subprocess.run(["lipo", "-archs", binary], capture_output=True, text=True).stdout.split()
        if {"arm64", "x86_64"} <= set(archs):
            return "macos-universal"
        return "macos-" + (archs[0] if archs else platform.machine())
    fail(f"no release platform for {system}")


def static_libyaml_config(scratch):
    """A pkg-config folder whose yaml-0.1 points the linker at a folder holding only libyaml.a,
    so the released binary carries libyaml and needs no package installed. LIBYAML_PREFIX names
    another libyaml (the release workflow builds a universal one for macOS)."""
    prefix = os.environ.get("LIBYAML_PREFIX")
    if prefix:
        libdir, include = os.path.join(prefix, "lib"), os.path.join(prefix, "include")
    else:
        libdir = subprocess.run(["pkg-config", "--variable=libdir", "yaml-0.1"], capture_output=True, text=True).stdout.strip()
        include = subprocess.run(["pkg-config", "--variable=includedir", "yaml-0.1"], capture_output=True, text=True).stdout.strip()
    archive = os.path.join(libdir, "libyaml.a")
    if not os.path.isfile(archive):
        fail(f"no static libyaml at {archive} (pkg-config yaml-0.1); install libyaml-dev or Homebrew's libyaml")
    folder = os.path.join(scratch, "static-libyaml")
    os.makedirs(os.path.join(folder, "lib"), exist_ok=True)
    shutil.copyfile(archive, os.path.join(folder, "lib", "libyaml.a"))
    with open(os.path.join(folder, "yaml-0.1.pc"), "w") as handle:
        handle.write(f"Name: yaml-0.1\nDescription: libyaml, linked statically\nVersion: 0.2\n")
        handle.write(f"Cflags: -I{include}\nLibs: -L{folder}/lib -lyaml\n")
    return folder


def build_binary(args):
    scratch = os.path.join(ROOT, ".build", "release-dist")
    env = dict(os.environ, PKG_CONFIG_PATH=static_libyaml_config(scratch))
    command = ["swift", "build", "-c", "release", "--product", "viperc", "--scratch-path", scratch]
    if platform.system() == "Linux":
        command.append("--static-swift-stdlib")
    else:
        command += ["--arch", "arm64", "--arch", "x86_64"]
    print("release: " + " ".join(command))
    run(*command, cwd=ROOT, env=env)
    path = subprocess.run(command + ["--show-bin-path"], cwd=ROOT, env=env, capture_output=True, text=True, check=True)
    # Release builds keep debug information and symbols; the shipped binary goes without.
    stripped = os.path.join(scratch, "viperc-stripped")
    run("strip", "-o", stripped, os.path.join(path.stdout.strip(), "viperc"))
    return stripped


def tar_gz(path, entries):
    """entries: (name in archive, bytes, mode); written sorted, with fixed times and owners."""
    buffer = io.BytesIO()
    with tarfile.open(fileobj=buffer, mode="w", format=tarfile.PAX_FORMAT) as archive:
        folders = set()
        for name, _, _ in entries:
            parts = name.split("/")[:-1]
            folders.update("/".join(parts[: index + 1]) for index in range(len(parts)))
        items = [(folder, None, 0o755) for folder in folders] + list(entries)
        for name, data, mode in sorted(items, key=lambda item: item[0]):
            info = tarfile.TarInfo(name)
            info.mtime, info.uid, info.gid, info.uname, info.gname, info.mode = EPOCH, 0, 0, "", "", mode
            if data is None:
                info.type = tarfile.DIRTYPE
                archive.addfile(info)
            else:
                info.size = len(data)
                archive.addfile(info, io.BytesIO(data))
    with open(path, "wb") as handle, gzip.GzipFile(filename="", mode="wb", fileobj=handle, mtime=0, compresslevel=9) as zipped:
        zipped.write(buffer.getvalue())


def read(path):
    with open(path, "rb") as handle:
        return handle.read()


def build(args):
    binary = args.binary or build_binary(args)
    reported = subprocess.run([binary, "--version"], capture_output=True, text=True).stdout.strip()
    if reported != args.version:
        fail(f"{binary} reports version '{reported}', not '{args.version}'; run 'release.py prepare {args.version}' first")
    name = f"viperc-{args.version}-{args.platform or host_platform(binary)}"
    os.makedirs(dist(args), exist_ok=True)
    entries = [(f"{name}/bin/viperc", read(binary), 0o755)]
    for extra in ["README.md", "CHANGELOG.md"]:
        entries.append((f"{name}/{extra}", read(os.path.join(ROOT, extra)), 0o644))
    target = os.path.join(dist(args), name + ".tar.gz")
    tar_gz(target, entries)
    print(f"release: wrote {os.path.relpath(target)}")


# --- assemble --------------------------------------------------------------------------------


def packed_platforms(args):
    prefix, suffix = f"viperc-{args.version}-", ".tar.gz"
    found = []
    for name in sorted(os.listdir(dist(args))):
        if name.startswith(prefix) and name.endswith(suffix) and name != f"viperc-{args.version}-source.tar.gz":
            platform_name = name[len(prefix) : -len(suffix)]
            if platform_name not in TRIPLES:
                fail(f"dist/{name}: unknown platform '{platform_name}'; expected one of {', '.join(TRIPLES)}")
            found.append(platform_name)
    if not found:
        fail(f"no dist/viperc-{args.version}-PLATFORM.tar.gz to assemble; run 'release.py build {args.version}' first")
    return found


def artifact_bundle(args, platforms):
    """viperc.artifactbundle.zip: one executable artifact with a variant per packed platform."""
    entries, variants = [], []
    for name in platforms:
        folder = f"viperc-{args.version}-{name}"
        with tarfile.open(os.path.join(dist(args), folder + ".tar.gz")) as archive:
            binary = archive.extractfile(f"{folder}/bin/viperc").read()
        entries.append((f"viperc.artifactbundle/{folder}/bin/viperc", binary, 0o755))
        variants.append({"path": f"{folder}/bin/viperc", "supportedTriples": TRIPLES[name]})
    info = {
        "schemaVersion": "1.0",
        "artifacts": {"viperc": {"type": "executable", "version": args.version, "variants": variants}},
    }
    entries.append(("viperc.artifactbundle/info.json", (json.dumps(info, indent=2) + "\n").encode(), 0o644))
    target = os.path.join(dist(args), "viperc.artifactbundle.zip")
    with zipfile.ZipFile(target, "w", zipfile.ZIP_DEFLATED) as archive:
        folders = sorted({"/".join(name.split("/")[: index + 1]) + "/" for name, _, _ in entries for index in range(name.count("/"))})
        for folder in folders:
            entry = zipfile.ZipInfo(folder, date_time=(1980, 1, 1, 0, 0, 0))
            entry.external_attr = (stat.S_IFDIR | 0o755) << 16
            archive.writestr(entry, b"")
        for name, data, mode in sorted(entries):
            entry = zipfile.ZipInfo(name, date_time=(1980, 1, 1, 0, 0, 0))
            entry.external_attr, entry.compress_type = (stat.S_IFREG | mode) << 16, zipfile.ZIP_DEFLATED
            archive.writestr(entry, data)
    return target


def source_archive(args):
    """The tracked files as they are in the working tree (the tagged commit's, once tagged)."""
    listing = subprocess.run(["git", "ls-files", "-s", "-z"], cwd=ROOT, capture_output=True, check=True).stdout
    entries = []
    for record in filter(None, listing.split(b"\0")):
        meta, path = record.split(b"\t", 1)
        mode, path = meta.split()[0].decode(), path.decode()
        if mode == "160000" or not os.path.isfile(os.path.join(ROOT, path)):
            continue
        entries.append((f"viperc-{args.version}/{path}", read(os.path.join(ROOT, path)), 0o755 if mode == "100755" else 0o644))
    target = os.path.join(dist(args), f"viperc-{args.version}-source.tar.gz")
    tar_gz(target, entries)
    return target


def download_url(args, name):
    return f"{args.repository}/releases/download/v{args.version}/{name}"


def formula(args, source):
    """Formula/viperc.rb for a tap: builds the source archive against Homebrew's libyaml."""
    folder = os.path.join(dist(args), "Formula")
    os.makedirs(folder, exist_ok=True)
    with open(os.path.join(ROOT, "Tools", "Release", "viperc.rb.in"), encoding="utf-8") as handle:
        text = handle.read()
    text = text.replace("@URL@", download_url(args, os.path.basename(source))).replace("@SHA256@", sha256(source))
    text = text.replace("@HOMEPAGE@", args.repository).replace("@VERSION@", args.version)
    with open(os.path.join(folder, "viperc.rb"), "w", encoding="utf-8") as handle:
        handle.write(text)


def plugins_package(args, bundle, folder, bundle_path=None):
    """The package consumers depend on for the plugins: viperc is the released artifact bundle,
    a binary target, so they neither compile viperc nor install libyaml."""
    if os.path.exists(folder):
        shutil.rmtree(folder)
    for plugin in ["VipercLint", "VipercBuild"]:
        os.makedirs(os.path.join(folder, "Plugins", plugin))
        shutil.copyfile(os.path.join(ROOT, "Plugins", plugin, plugin + ".swift"), os.path.join(folder, "Plugins", plugin, plugin + ".swift"))
    with open(os.path.join(ROOT, "Tools", "Release", "Package.swift.in"), encoding="utf-8") as handle:
        text = handle.read()
    if bundle_path:
        tool = f'.binaryTarget(name: "viperc", path: "{bundle_path}")'
    else:
        tool = f'.binaryTarget(\n            name: "viperc",\n            url: "{download_url(args, "viperc.artifactbundle.zip")}",\n            checksum: "{sha256(bundle)}"\n        )'
    with open(os.path.join(folder, "Package.swift"), "w", encoding="utf-8") as handle:
        handle.write(text.replace("@VERSION@", args.version).replace("@TOOL@", tool))
    shutil.copyfile(os.path.join(ROOT, "Tools", "Release", "PluginsREADME.md"), os.path.join(folder, "README.md"))


def assemble(args):
    platforms = packed_platforms(args)
    bundle = artifact_bundle(args, platforms)
    source = source_archive(args)
    formula(args, source)
    package = os.path.join(dist(args), "viperc-plugins")
    plugins_package(args, bundle, package)
    tar_gz(
        os.path.join(dist(args), f"viperc-plugins-{args.version}.tar.gz"),
        [
            (f"viperc-plugins-{args.version}/{os.path.relpath(os.path.join(folder, name), package)}", read(os.path.join(folder, name)), 0o644)
            for folder, _, names in os.walk(package)
            for name in names
        ],
    )
    names = sorted(name for name in os.listdir(dist(args)) if os.path.isfile(os.path.join(dist(args), name)) and name != "SHA256SUMS")
    with open(os.path.join(dist(args), "SHA256SUMS"), "w") as handle:
        for name in names:
            handle.write(f"{sha256(os.path.join(dist(args), name))}  {name}\n")
    print(f"release: dist/ holds {', '.join(names)}, SHA256SUMS, Formula/viperc.rb and viperc-plugins/ ({', '.join(platforms)})")


def plugins(args):
    """Only the plugins package, around a local bundle (how `make plugin-sample` checks it)."""
    bundle = os.path.abspath(args.bundle)
    plugins_package(args, bundle, os.path.abspath(args.output), bundle_path=os.path.relpath(bundle, os.path.abspath(args.output)))


def notes(args):
    """The CHANGELOG section of the version, for the release page."""
    with open(os.path.join(ROOT, "CHANGELOG.md"), encoding="utf-8") as handle:
        lines, section = handle.read().splitlines(), None
    for line in lines:
        if line.startswith("## ["):
            if section is not None:
                break
            if line.startswith(f"## [{args.version}]"):
                section = []
        elif section is not None and not line.startswith("["):
            section.append(line)
    if section is None:
        fail(f"CHANGELOG.md has no section for {args.version}")
    print("\n".join(section).strip())


# --- tag -------------------------------------------------------------------------------------


def tag(args):
    if uncommitted():
        fail("commit or stash these first, so that the tag is what dist/ was built from: " + ", ".join(uncommitted()))
    changed = subprocess.run(["git", "status", "--porcelain", "--untracked-files=no"], cwd=ROOT, capture_output=True, text=True).stdout
    if changed:
        run("git", "commit", "-q", "-m", f"viperc {args.version}", "--", "CHANGELOG.md", "Sources/Support/Version.swift", cwd=ROOT)
    run("git", "tag", "-a", f"v{args.version}", "-m", f"viperc {args.version}", cwd=ROOT)
    print(f"release: tagged v{args.version}; publish with: git push origin HEAD v{args.version}")


def main():
    parser = argparse.ArgumentParser(description="viperc's release steps")
    parser.add_argument("step", choices=["prepare", "build", "assemble", "notes", "tag", "plugins"])
    parser.add_argument("version")
    parser.add_argument("--dist", default=os.path.join(ROOT, "dist"))
    parser.add_argument("--binary", help="build: pack this viperc instead of building one")
    parser.add_argument("--platform", help="build: the platform name (by default the binary's)")
    parser.add_argument("--repository", default=os.environ.get("VIPERC_REPOSITORY", "https://github.com/OWNER/viperc"))
    parser.add_argument("--bundle", help="plugins: the artifact bundle (folder or zip) to use")
    parser.add_argument("--output", help="plugins: where to write the package")
    args = parser.parse_args()
    if not SEMVER.match(args.version):
        fail(f"'{args.version}' is not a semantic version (MAJOR.MINOR.PATCH, as in 0.2.0)")
    {"prepare": prepare, "build": build, "assemble": assemble, "notes": notes, "tag": tag, "plugins": plugins}[args.step](args)


if __name__ == "__main__":
    main()
