package org.pcmemu.cli;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Path;
import java.util.Map;
import org.pcmemu.emulator.InvalidParameterException;
import org.pcmemu.emulator.trace.Trace;
import org.pcmemu.harness.AtomicFile;

/**
 * Where {@code --trace} goes: checked before the run (so bad input costs no run and creates no
 * file), written after it, atomically.
 */
record TraceTarget(Path file, TraceFormat format) {

    /**
     * @param chosen  the format {@code --trace-format} named, or null to take it from the extension
     * @throws InvalidParameterException for an unknown extension, a folder, a missing folder, a
     *         special file, a system file system, or a place where a file cannot be written
     *         (checked by writing a small temporary file there, see {@link AtomicFile#probe})
     */
    static TraceTarget of(Path file, TraceFormat chosen) {
        Path name = file.getFileName();
        TraceFormat format = chosen != null ? chosen : TraceFormat.forFileName(name == null ? "" : name.toString())
                .orElseThrow(() -> new InvalidParameterException("--trace " + file
                        + ": unknown trace format, the file name must end in .csv, .json, .perfetto.json or .goal"
                        + " (or give --trace-format csv|json|chrome|goal)"));
        OutputDestination.check("--trace", file);
        return new TraceTarget(file, format);
    }

    /** Writes the whole trace, or nothing: see {@link AtomicFile}. */
    WrittenTrace write(Trace trace, String title, Map<String, String> metadata) {
        if (trace == null) {
            throw new IllegalStateException("the run recorded no trace");
        }
        try {
            AtomicFile.write(file, out -> format.write(trace, title, metadata, out));
        } catch (IOException e) {
            throw new UncheckedIOException("cannot write the trace to " + file + ": " + FailureHandler.describe(e), e);
        }
        return new WrittenTrace(file, format, trace.eventCount());
    }

    /** A trace file that was written, for the run summary. */
    record WrittenTrace(Path file, TraceFormat format, long events) {
    }
}
