package org.pcmemu.bench;

import java.time.Duration;
import org.pcmemu.emulator.ThreadMode;
import org.pcmemu.models.logp.CapacityMode;
import org.pcmemu.models.logp.LogP;

/**
 * The command line of {@link ScaleRun}: {@code P [--model L,o,g] [--capacity MODE] [--platform]
 * [--runs N] [--warmup P0] [--timeout-minutes N]}.
 *
 * @param warmupP  P of the unreported warm-up runs, 0 for none
 */
record ScaleArguments(LogP model, ThreadMode threadMode, int runs, int warmupP, Duration timeout) {
    static final String USAGE = "usage: ScaleRun P [--model L,o,g] [--capacity enforce|check|off] [--platform]"
            + " [--runs N] [--warmup P0] [--timeout-minutes N]\n  defaults: L,o,g = 6,2,4; capacity enforce;"
            + " virtual threads; 1 run; no warm-up"
            + " (--warmup P0: 5 unreported runs at P0 first); 30 minutes per run";

    /** Unreported warm-up runs at {@link #warmupP}. */
    int warmupRuns() {
        return warmupP > 0 ? 5 : 0;
    }

    static ScaleArguments parse(String[] args) {
        if (args.length == 0) {
            throw new IllegalArgumentException("P is missing");
        }
        int p = parseInt("P", args[0]);
        long[] log = {6, 2, 4};
        ThreadMode mode = ThreadMode.VIRTUAL;
        CapacityMode capacity = CapacityMode.ENFORCE;
        int runs = 1;
        int warmupP = 0;
        Duration timeout = Duration.ofMinutes(30);
        for (int i = 1; i < args.length; i++) {
            switch (args[i]) {
                case "--platform" -> mode = ThreadMode.PLATFORM;
                case "--capacity" -> capacity = CapacityMode.of(value(args, ++i));
                case "--model" -> log = parseModel(value(args, ++i));
                case "--runs" -> runs = parseInt("runs", value(args, ++i));
                case "--warmup" -> warmupP = parseInt("warm-up P", value(args, ++i));
                case "--timeout-minutes" -> timeout = Duration.ofMinutes(parseInt("timeout", value(args, ++i)));
                default -> throw new IllegalArgumentException("unknown argument '" + args[i] + "'");
            }
        }
        if (runs < 1) {
            throw new IllegalArgumentException("--runs must be at least 1, got " + runs);
        }
        if (warmupP < 0) {
            throw new IllegalArgumentException("--warmup must not be negative (0: no warm-up), got " + warmupP);
        }
        return new ScaleArguments(new LogP(p, log[0], log[1], log[2], capacity), mode, runs, warmupP, timeout);
    }

    static String value(String[] args, int i) {
        if (i >= args.length) {
            throw new IllegalArgumentException(args[i - 1] + " needs a value");
        }
        return args[i];
    }

    static long[] parseModel(String text) {
        String[] parts = text.split(",");
        if (parts.length != 3) {
            throw new IllegalArgumentException("--model wants L,o,g, got '" + text + "'");
        }
        return new long[] {parseInt("L", parts[0]), parseInt("o", parts[1]), parseInt("g", parts[2])};
    }

    /** A bench tool's refusal of bad arguments: "TOOL: message" and the usage on stderr, exit 2. */
    static void refuse(String tool, String message, String usage) {
        System.err.println(tool + ": " + message);
        System.err.println(usage);
        System.exit(2);
    }

    static int parseInt(String name, String text) {
        try {
            return Integer.parseInt(text.strip());
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException(name + " must be an integer, got '" + text + "'", e);
        }
    }
}
