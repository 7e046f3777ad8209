package org.pcmemu.cli;

import org.pcmemu.emulator.RunOptions;
import org.pcmemu.emulator.ThreadMode;
import picocli.CommandLine.Option;

/** How each run of {@code compare} and {@code sweep} is emulated; none of it changes a model-time result. */
final class HarnessOptions {
    @Option(names = "--threads", paramLabel = "MODE", defaultValue = "virtual",
            converter = EmulatorOptions.ThreadModeConverter.class,
            description = "One thread per processor: virtual or platform. Default: ${DEFAULT-VALUE}.")
    ThreadMode threads;

    @Option(names = "--timeout", paramLabel = "SECONDS", defaultValue = "600",
            description = "Wall-clock limit of each run in seconds. Default: ${DEFAULT-VALUE}.")
    double timeoutSeconds;

    RunOptions runOptions() {
        return RunOptions.defaults().withThreadMode(threads).withTimeout(EmulatorOptions.timeout(timeoutSeconds));
    }
}
