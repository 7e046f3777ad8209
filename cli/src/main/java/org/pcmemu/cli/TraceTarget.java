package org.pcmemu.cli;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Set;
import org.pcmemu.emulator.InvalidParameterException;
import org.pcmemu.emulator.trace.Trace;

/**
 * Where {@code --trace} goes: checked before the run (so bad input costs no run and creates no
 * file), written after it, atomically.
 */
record TraceTarget(Path file, TraceFormat format) {
    /* File systems of the kernel's own objects: a file created there is not a trace anybody can keep. */
    private static final Set<String> SPECIAL_FILE_SYSTEMS = Set.of("proc", "sysfs", "devtmpfs", "devpts", "cgroup",
            "cgroup2", "debugfs", "tracefs", "securityfs", "configfs", "pstore", "bpf", "mqueue", "fusectl");

    private static String fileSystemType(Path folder) {
        try {
            return Files.getFileStore(folder).type();
        } catch (IOException e) {
            return "";
        }
    }

    /**
     * @throws InvalidParameterException for an unknown extension, a folder, a missing folder, a
     *         special file, a system file system, or a place where a file cannot be written
     *         (checked by writing a small temporary file there, see {@link AtomicFile#probe})
     */
    static TraceTarget of(Path file) {
        Path name = file.getFileName();
        TraceFormat format = TraceFormat.forFileName(name == null ? "" : name.toString())
                .orElseThrow(() -> new InvalidParameterException("--trace " + file
                        + ": unknown trace format, the file name must end in .csv or .json"));
        if (Files.isDirectory(file)) {
            throw new InvalidParameterException("--trace " + file + " is a folder, not a file");
        }
        Path folder = file.toAbsolutePath().getParent();
        if (folder == null || !Files.isDirectory(folder)) {
            throw new InvalidParameterException("--trace " + file + ": folder " + folder + " does not exist");
        }
        if (Files.exists(file) && !Files.isRegularFile(file)) {
            throw new InvalidParameterException("--trace " + file + " exists and is not a regular file");
        }
        String store = fileSystemType(folder);
        if (SPECIAL_FILE_SYSTEMS.contains(store)) {
            throw new InvalidParameterException("--trace " + file + ": folder " + folder + " is on " + store
                    + ", a system file system, not a place for files");
        }
        try {
            AtomicFile.probe(file);
        } catch (IOException | UnsupportedOperationException e) {
            throw new InvalidParameterException("--trace " + file + " cannot be written: " + FailureHandler.describe(e));
        }
        return new TraceTarget(file, format);
    }

    /** Writes the whole trace, or nothing: see {@link AtomicFile}. */
    WrittenTrace write(Trace trace) {
        if (trace == null) {
            throw new IllegalStateException("the run recorded no trace");
        }
        try {
            AtomicFile.write(file, out -> format.write(trace, out));
        } catch (IOException e) {
            throw new UncheckedIOException("cannot write the trace to " + file + ": " + FailureHandler.describe(e), e);
        }
        return new WrittenTrace(file, format, trace.eventCount());
    }

    /** A trace file that was written, for the run summary. */
    record WrittenTrace(Path file, TraceFormat format, long events) {
    }
}
