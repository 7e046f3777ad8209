package org.pcmemu.cli;

import java.math.BigDecimal;
import java.time.Duration;
import org.pcmemu.emulator.InvalidParameterException;
import org.pcmemu.emulator.RunOptions;
import org.pcmemu.emulator.ThreadMode;
import picocli.CommandLine.Option;

/**
 * How each run is emulated (threads, wall-clock limit, scheduling noise), none of which changes a
 * model-time result, and the latency spread, which makes another machine (docs/models.md,
 * "Scheduling noise and latency spread"). A mixin of {@code compare} and {@code sweep}, and of
 * every {@code run} subcommand through {@link EmulatorOptions}.
 */
final class HarnessOptions {
    /** Longer timeouts would overflow the emulator's nanosecond wait. */
    static final double MAX_TIMEOUT_SECONDS = 1e7;

    @Option(names = "--threads", paramLabel = "MODE", defaultValue = "virtual",
            converter = EmulatorOptions.ThreadModeConverter.class,
            description = "One thread per processor: virtual or platform. Default: ${DEFAULT-VALUE}.")
    ThreadMode threads;

    @Option(names = "--timeout", paramLabel = "SECONDS", defaultValue = "600",
            description = "Wall-clock limit of a run in seconds; of each attempt where an enforced LogP run"
                    + " starts again with every send decided. Default: ${DEFAULT-VALUE}.")
    double timeoutSeconds;

    @Option(names = "--jitter", paramLabel = "SEED",
            description = "Shake the thread scheduling with random yields and parks seeded by SEED: model time,"
                    + " traces and output stay those of the run without it.")
    Long jitter;

    @Option(names = "--latency-spread", paramLabel = "SEED",
            description = "On logp, postal and loggp, deliver each message at a latency in [1, L] fixed by SEED"
                    + " (L is an upper bound); the capacity is then only checked, and the report checks the"
                    + " claim that holds under varying latency. The same SEED gives the same result.")
    Long latencySpread;

    RunOptions runOptions() {
        RunOptions options = RunOptions.defaults().withThreadMode(threads).withTimeout(timeout(timeoutSeconds));
        if (jitter != null && jitter == 0) {
            throw new InvalidParameterException("--jitter SEED must not be 0 (0 means no jitter)");
        }
        if (latencySpread != null && latencySpread == 0) {
            throw new InvalidParameterException("--latency-spread SEED must not be 0 (0 means every latency L)");
        }
        return options.withJitter(jitter == null ? 0 : jitter).withLatencySpread(latencySpread == null ? 0
                : latencySpread);
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
}
