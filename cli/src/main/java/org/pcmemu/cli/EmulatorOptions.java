package org.pcmemu.cli;

import java.nio.file.Path;
import org.pcmemu.emulator.RunOptions;
import org.pcmemu.emulator.ThreadMode;
import picocli.CommandLine.ITypeConverter;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/**
 * How the emulator runs ({@link HarnessOptions}: none of it changes a model-time result) and
 * where the trace goes; shared by every {@code run} subcommand as a picocli mixin.
 */
final class EmulatorOptions {
    @Mixin
    HarnessOptions execution;

    @Option(names = "--trace", paramLabel = "FILE",
            description = "Write the per-processor event trace to FILE: CSV if it ends in .csv, JSON if .json."
                    + " LogP, postal: sends, receives, computation and waiting; BSP, H-PRAM, D-BSP: each priced"
                    + " step on each processor.")
    Path traceFile;

    RunOptions runOptions() {
        return execution.runOptions().withTrace(traceFile != null);
    }

    boolean tracing() {
        return traceFile != null;
    }

    /** The checked trace destination (format from the extension, writable folder), or null. */
    TraceTarget traceTarget() {
        return traceFile == null ? null : TraceTarget.of(traceFile);
    }

    static final class ThreadModeConverter implements ITypeConverter<ThreadMode> {
        @Override
        public ThreadMode convert(String value) {
            return Labels.find(ThreadMode.values(), EmulatorOptions::label, value, "thread mode");
        }
    }

    static String label(ThreadMode mode) {
        return switch (mode) {
            case VIRTUAL -> "virtual";
            case PLATFORM -> "platform";
        };
    }
}
