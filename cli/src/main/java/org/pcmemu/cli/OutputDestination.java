package org.pcmemu.cli;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Set;
import org.pcmemu.emulator.InvalidParameterException;
import org.pcmemu.harness.AtomicFile;

/**
 * The checks every output file of a command gets before any run starts (traces, sweep results,
 * plots), so that a destination that cannot be written costs no run and leaves no file: the folder
 * exists; the target, if it exists, is a regular file; the folder is not on a file system of the
 * kernel's own objects (/dev, /proc, /sys); an existing target can be written (not read-only, not
 * immutable); and a small file can be written and synced there
 * ({@link AtomicFile#probe}: read-only or full file systems, permissions, names too long).
 */
final class OutputDestination {
    /* File systems of the kernel's own objects: a file created there is not output anybody can keep. */
    private static final Set<String> SPECIAL_FILE_SYSTEMS = Set.of("proc", "sysfs", "devtmpfs", "devpts", "cgroup",
            "cgroup2", "debugfs", "tracefs", "securityfs", "configfs", "pstore", "bpf", "mqueue", "fusectl");

    private OutputDestination() {
    }

    /**
     * A symbolic link is followed to the file it names (written there, the link kept: see
     * {@link AtomicFile#target}), and that file is checked.
     *
     * @throws InvalidParameterException naming {@code option}, the file and what is wrong
     */
    static void check(String option, Path given) {
        if (given.toString().isEmpty()) {
            throw new InvalidParameterException(option + " is empty: name a file");
        }
        Path file;
        try {
            file = AtomicFile.target(given);
        } catch (IOException e) {
            throw new InvalidParameterException(option + " " + given + " cannot be followed: "
                    + FailureHandler.describe(e));
        }
        String name = file.equals(given.toAbsolutePath()) ? option + " " + given
                : option + " " + given + " (a link to " + file + ")";
        if (Files.isDirectory(file)) {
            throw new InvalidParameterException(name + " is a folder, not a file");
        }
        Path folder = file.getParent();
        if (folder == null || !Files.isDirectory(folder)) {
            throw new InvalidParameterException(name + ": folder " + folder + " does not exist");
        }
        if (Files.exists(file) && !Files.isRegularFile(file)) {
            throw new InvalidParameterException(name + " exists and is not a regular file");
        }
        if (Files.exists(file) && !Files.isWritable(file)) {
            throw new InvalidParameterException(name + " exists and cannot be written (read-only or immutable)");
        }
        String store = fileSystemType(folder);
        if (SPECIAL_FILE_SYSTEMS.contains(store)) {
            throw new InvalidParameterException(name + ": folder " + folder + " is on " + store
                    + ", a system file system, not a place for files");
        }
        try {
            AtomicFile.probe(file);
        } catch (IOException | UnsupportedOperationException e) {
            throw new InvalidParameterException(name + " cannot be written: "
                    + FailureHandler.describe(e));
        }
    }

    private static String fileSystemType(Path folder) {
        try {
            return Files.getFileStore(folder).type();
        } catch (IOException e) {
            return "";
        }
    }
}
