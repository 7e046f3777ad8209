package org.pcmemu.cli;

import java.math.BigDecimal;
import java.time.Duration;
import org.pcmemu.emulator.InvalidParameterException;
import org.pcmemu.emulator.RunOptions;
import org.pcmemu.emulator.ThreadMode;
import picocli.CommandLine.Option;

/**
 * How each run is emulated (threads, wall-clock limit); none of it changes a model-time result.
 * A mixin of {@code compare} and {@code sweep}, and of every {@code run} subcommand through
 * {@link EmulatorOptions}.
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
            description = "Adversarial timing: perturb thread scheduling and, on LogP and postal, deliver each"
                    + " message at a latency in [1, L] fixed by SEED (L is an upper bound); the capacity is then"
                    + " only checked. The same SEED gives the same result.")
    Long jitter;

    RunOptions runOptions() {
        RunOptions options = RunOptions.defaults().withThreadMode(threads).withTimeout(timeout(timeoutSeconds));
        if (jitter != null && jitter == 0) {
            throw new InvalidParameterException("--jitter SEED must not be 0 (0 means no jitter)");
        }
        return jitter == null ? options : options.withAdversarialTiming(jitter);
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
