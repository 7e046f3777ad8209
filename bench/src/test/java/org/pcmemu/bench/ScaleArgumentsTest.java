package org.pcmemu.bench;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.time.Duration;
import org.junit.jupiter.api.Test;
import org.pcmemu.emulator.ThreadMode;
import org.pcmemu.models.logp.LogP;

class ScaleArgumentsTest {

    @Test
    void onlyPGivenMeansDefaultModelVirtualThreadsOneRun() {
        ScaleArguments a = ScaleArguments.parse(new String[] {"1000"});
        assertEquals(new LogP(1000, 6, 2, 4), a.model());
        assertEquals(ThreadMode.VIRTUAL, a.threadMode());
        assertEquals(1, a.runs());
        assertEquals(0, a.warmupRuns());
        assertEquals(Duration.ofMinutes(30), a.timeout());
    }

    @Test
    void everyOptionIsRead() {
        ScaleArguments a = ScaleArguments.parse(
                new String[] {"64", "--model", "8,1,2", "--platform", "--runs", "3", "--warmup", "100",
                        "--timeout-minutes", "5"});
        assertEquals(new LogP(64, 8, 1, 2), a.model());
        assertEquals(ThreadMode.PLATFORM, a.threadMode());
        assertEquals(3, a.runs());
        assertEquals(100, a.warmupP());
        assertEquals(5, a.warmupRuns());
        assertEquals(Duration.ofMinutes(5), a.timeout());
    }

    @Test
    void badArgumentsAreRejectedWithTheirName() {
        assertThrows(IllegalArgumentException.class, () -> ScaleArguments.parse(new String[0]));
        assertThrows(IllegalArgumentException.class, () -> ScaleArguments.parse(new String[] {"0"}));
        assertThrows(IllegalArgumentException.class, () -> ScaleArguments.parse(new String[] {"x"}));
        assertThrows(IllegalArgumentException.class, () -> ScaleArguments.parse(new String[] {"8", "--model", "1,2"}));
        assertThrows(IllegalArgumentException.class, () -> ScaleArguments.parse(new String[] {"8", "--runs"}));
        assertThrows(IllegalArgumentException.class, () -> ScaleArguments.parse(new String[] {"8", "--runs", "0"}));
        assertThrows(IllegalArgumentException.class, () -> ScaleArguments.parse(new String[] {"8", "--fast"}));
        assertThrows(IllegalArgumentException.class, () -> ScaleArguments.parse(new String[] {"8", "--warmup", "-1"}));
    }
}
