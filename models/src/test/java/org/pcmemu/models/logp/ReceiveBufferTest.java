package org.pcmemu.models.logp;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.Comparator;
import org.junit.jupiter.api.Test;
import org.pcmemu.emulator.RunOptions;
import org.pcmemu.emulator.TimedMessage;

/** The buffered postal model (SPAA section 3.5): several arrivals in one step, one reception per step, chosen. */
class ReceiveBufferTest {

    /*
     * Postal, lambda = 2: processors 1 and 2 both send to 0 at step 0, so both arrive at 2. A
     * plain receive takes processor 1's first (sender order); the buffer lets processor 0 take
     * processor 2's at step 2 and processor 1's at step 3, one per step.
     */
    @Test
    void processorChoosesAmongArrivalsOnePerStep() {
        long[][] got = new long[2][2];
        LogP m = LogP.postal(3, 2, CapacityMode.CHECK);
        m.run(p -> {
            if (p.id() != 0) {
                p.send(0, p.id());
                return;
            }
            ReceiveBuffer buffer = new ReceiveBuffer(p);
            buffer.admit();
            buffer.admit();
            assertEquals(2, buffer.held().size());
            for (int i = 0; i < 2; i++) {
                TimedMessage pick = buffer.held().stream().max(Comparator.comparingInt(TimedMessage::from))
                        .orElseThrow();
                buffer.receive(pick);
                got[i][0] = pick.from();
                got[i][1] = p.now();
            }
            assertEquals(1, buffer.largest());
        }, RunOptions.defaults());
        assertEquals(2, got[0][0]);
        assertEquals(2, got[0][1]);
        assertEquals(1, got[1][0]);
        assertEquals(3, got[1][1]);
    }

    @Test
    void plainReceiveTakesTheLowerSenderFirst() {
        long[] first = new long[1];
        LogP.postal(3, 2, CapacityMode.CHECK).run(p -> {
            if (p.id() != 0) {
                p.send(0, p.id());
            } else {
                first[0] = p.receive().from();
                p.receive();
            }
        }, RunOptions.defaults());
        assertEquals(1, first[0]);
    }

    @Test
    void bufferIsForThePostalModelOnly() {
        assertThrows(RuntimeException.class, () -> new LogP(2, 4, 1, 2).run(p -> new ReceiveBuffer(p),
                RunOptions.defaults()));
    }
}
