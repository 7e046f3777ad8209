package org.pcmemu.emulator.run;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.pcmemu.emulator.RunOptions;
import org.pcmemu.emulator.barrier.BarrierEngine;
import org.pcmemu.emulator.window.WindowEngine;

class ProgressLineTest {
    private final List<String> lines = new CopyOnWriteArrayList<>();

    @AfterEach
    void noSink() {
        RunLauncher.reportProgress(null, Duration.ofSeconds(5));
    }

    /* Processor 1 takes 1.5 s of real time after processor 0 has finished: lines every 0.2 s say so. */
    @Test
    void aLongWindowRunReportsModelTimeFinishedProcessorsAndWindows() {
        RunLauncher.reportProgress(lines::add, Duration.ofMillis(200));
        WindowEngine.run(2, 1, RunOptions.defaults(), p -> {
            if (p.id() == 1) {
                Thread.sleep(1500);
            }
        });
        assertTrue(lines.size() >= 3, lines.toString());
        assertTrue(lines.get(0).matches("pcmemu: running for [0-9]+ s: model time 0, [01] of 2 processors finished, 1 windows"),
                lines.get(0));
    }

    @Test
    void aLongBarrierRunReportsItsSteps() {
        RunLauncher.reportProgress(lines::add, Duration.ofMillis(200));
        BarrierEngine.run(2, (m, step, w, h, end) -> w + 1, RunOptions.defaults(), p -> {
            p.charge(5);
            p.sync();
            if (p.id() == 1) {
                Thread.sleep(1500);
            }
        });
        assertTrue(lines.size() >= 3, lines.toString());
        assertTrue(lines.get(lines.size() - 1).matches("pcmemu: running for [0-9]+ s: model time 6 on the whole machine, [01] of 2"
                + " processors finished, 1 steps of the whole machine"), lines.toString());
    }

    @Test
    void aShortRunOrNoSinkReportsNothing() {
        RunLauncher.reportProgress(lines::add, Duration.ofSeconds(5));
        WindowEngine.run(4, 1, RunOptions.defaults(), p -> { });
        RunLauncher.reportProgress(null, Duration.ofMillis(1));
        WindowEngine.run(2, 1, RunOptions.defaults(), p -> Thread.sleep(300));
        assertTrue(lines.isEmpty(), lines.toString());
    }
}
