package org.pcmemu.bench;

import java.lang.management.ManagementFactory;
import java.util.Locale;
import org.pcmemu.algorithms.logp.broadcast.BroadcastAlgorithm;
import org.pcmemu.algorithms.logp.broadcast.BroadcastReport;
import org.pcmemu.emulator.RunOptions;
import org.pcmemu.emulator.WindowRunResult;
import org.pcmemu.models.logp.LogP;

/**
 * One optimal LogP broadcast at a given P, to show how far P scales on this machine: prints the
 * wall time, the measured cost next to B(P) (Karp et al., TR Theorem 3.1) and the peak heap.
 * Exits with status 1 if the measured cost is not B(P), 2 on bad arguments.
 *
 * <p>How to run (from the repository root, after building bench):
 * <pre>
 *   . scripts/find-jdk.sh
 *   "$JAVA_HOME/bin/java" $PCMEMU_JVM_FLAGS -Xmx20g -cp bench/target/benchmarks.jar \
 *       org.pcmemu.bench.ScaleRun 1000000 [--model L,o,g] [--platform] [--runs N] [--warmup P0]
 *       [--timeout-minutes N]
 * </pre>
 */
public final class ScaleRun {
    private static final double MIB = 1024.0 * 1024.0;

    private ScaleRun() {
    }

    public static void main(String[] args) {
        ScaleArguments a;
        RunOptions options;
        try {
            a = ScaleArguments.parse(args);
            options = RunOptions.defaults().withThreadMode(a.threadMode()).withTimeout(a.timeout());
        } catch (IllegalArgumentException e) {
            ScaleArguments.refuse("ScaleRun", e.getMessage(), ScaleArguments.USAGE);
            return;
        }
        Runtime rt = Runtime.getRuntime();
        System.out.printf("optimal broadcast on %s, %s threads; JDK %s, %d cores, max heap %.0f MiB%n",
                a.model(), options.threadMode().name().toLowerCase(Locale.ROOT),
                Runtime.version(), rt.availableProcessors(), rt.maxMemory() / MIB);
        for (int i = 0; i < a.warmupRuns(); i++) {
            LogP small = new LogP(a.warmupP(), a.model().L(), a.model().o(), a.model().g(), a.model().capacityMode());
            BroadcastReport.run(small, BroadcastAlgorithm.OPTIMAL, options);
        }
        if (a.warmupRuns() > 0) {
            System.out.printf("warm-up: %d unreported runs at P = %d%n", a.warmupRuns(), a.warmupP());
        }
        boolean holds = true;
        for (int i = 1; i <= a.runs(); i++) {
            System.out.printf("%nrun %d of %d%s%n", i, a.runs(),
                    i == 1 && a.warmupRuns() == 0 ? " (cold JVM: includes JIT warm-up and heap growth)" : "");
            holds &= run(a.model(), options);
        }
        System.exit(holds ? 0 : 1);
    }

    /** Runs one optimal broadcast, prints the report; true if the measured cost equals B(P). */
    static boolean run(LogP model, RunOptions options) {
        System.gc();
        long baseline = ManagementFactory.getMemoryMXBean().getHeapMemoryUsage().getUsed();
        BroadcastReport report;
        long gcBefore = gcMillis();
        double loadBefore = ManagementFactory.getOperatingSystemMXBean().getSystemLoadAverage();
        long cpuBefore = processCpuNanos();
        long start = System.nanoTime();
        try (HeapPeak heap = new HeapPeak()) {
            report = BroadcastReport.run(model, BroadcastAlgorithm.OPTIMAL, options);
            heap.sample();
            long total = System.nanoTime() - start;
            long cpu = processCpuNanos() - cpuBefore;
            print(model, report, total, heap, baseline, gcMillis() - gcBefore);
            System.out.printf("process CPU      %10.1f ms  (%.2f cores busy on average; all JVM threads, GC included)%n",
                    cpu / 1e6, cpu / (double) total);
            System.out.printf("load average     %10.2f     before the run, %.2f after (other processes share the machine)%n",
                    loadBefore, ManagementFactory.getOperatingSystemMXBean().getSystemLoadAverage());
        }
        return report.bound().holdsFor(report.measured());
    }

    private static void print(LogP model, BroadcastReport report, long totalNanos, HeapPeak heap, long baseline,
                              long gcMillis) {
        WindowRunResult r = report.run().result();
        System.out.printf("emulation wall   %10.1f ms  (thread start to last processor done)%n", r.wallMillis());
        System.out.printf("total wall       %10.1f ms  (tree construction, emulation, output check)%n", totalNanos / 1e6);
        System.out.printf("messages         %10d     %.0f emulated messages/s of emulation wall time%n",
                r.messages(), r.messages() / (r.wallNanos() / 1e9));
        System.out.printf("windows          %10d     synchronizer steps%n", r.windows());
        System.out.printf("measured cost    %10d     cycles (largest information time)%n", report.measured());
        System.out.printf("bound B(P)       %10d     cycles, claim %s (%s): ratio %.3f, %s%n",
                report.bound().value(), report.bound().claim().label(), report.bound().source(), report.ratio(),
                report.bound().holdsFor(report.measured()) ? "holds" : "VIOLATED");
        System.out.printf("peak heap used   %10.1f MiB  (%.0f bytes per processor above the %.1f MiB baseline)%n",
                heap.peakBytes() / MIB, (heap.peakBytes() - baseline) / (double) model.P(), baseline / MIB);
        System.out.printf("GC               %10d     collections, %d ms total pause/cycle time%n",
                heap.collections(), gcMillis);
    }

    /** CPU time of the whole JVM process in ns, or 0 if the platform cannot tell. */
    private static long processCpuNanos() {
        return ManagementFactory.getOperatingSystemMXBean() instanceof com.sun.management.OperatingSystemMXBean os
                ? Math.max(0, os.getProcessCpuTime()) : 0;
    }

    private static long gcMillis() {
        long ms = 0;
        for (var gc : ManagementFactory.getGarbageCollectorMXBeans()) {
            ms += Math.max(0, gc.getCollectionTime());
        }
        return ms;
    }
}
