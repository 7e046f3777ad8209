package org.pcmemu.cli;

import java.math.BigDecimal;
import java.nio.file.Path;
import java.time.Duration;
import org.pcmemu.emulator.InvalidParameterException;
import org.pcmemu.emulator.RunOptions;
import org.pcmemu.emulator.ThreadMode;
import picocli.CommandLine.ITypeConverter;
import picocli.CommandLine.Option;

/**
 * How the emulator runs (none of it changes a model-time result) and where the trace goes;
 * shared by every {@code run} subcommand as a picocli mixin.
 */
final class EmulatorOptions {
    /** Longer timeouts would overflow the emulator's nanosecond wait. */
    static final double MAX_TIMEOUT_SECONDS = 1e7;

    @Option(names = "--threads", paramLabel = "MODE", defaultValue = "virtual", converter = ThreadModeConverter.class,
            description = "One thread per processor: virtual or platform. Default: ${DEFAULT-VALUE}.")
    ThreadMode threads;

    @Option(names = "--timeout", paramLabel = "SECONDS", defaultValue = "600",
            description = "Wall-clock limit of the run in seconds. Default: ${DEFAULT-VALUE}.")
    double timeoutSeconds;

    @Option(names = "--trace", paramLabel = "FILE",
            description = "Write the per-processor event trace to FILE: CSV if it ends in .csv, JSON if .json."
                    + " LogP, postal: sends, receives, computation and waiting; BSP, H-PRAM, D-BSP: each priced"
                    + " step on each processor.")
    Path traceFile;

    RunOptions runOptions() {
        return RunOptions.defaults()
                .withThreadMode(threads)
                .withTimeout(timeout(timeoutSeconds))
                .withTrace(traceFile != null);
    }

    /** {@code --timeout} in seconds as a duration, or a clear error. */
    static Duration timeout(double seconds) {
        if (!(seconds > 0 && seconds <= MAX_TIMEOUT_SECONDS)) {
            throw new InvalidParameterException("timeout must be more than 0 and at most "
                    + (long) MAX_TIMEOUT_SECONDS + " seconds, got "
                    + (Double.isFinite(seconds)
                            ? BigDecimal.valueOf(seconds).stripTrailingZeros().toPlainString()
                            : Double.toString(seconds)));
        }
        return Duration.ofNanos(Math.max(1, Math.round(seconds * 1e9)));
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
