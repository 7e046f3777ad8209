package org.pcmemu.bench;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import org.junit.jupiter.api.Test;
import org.pcmemu.emulator.ProcessorFailureException;
import org.pcmemu.emulator.RunOptions;
import org.pcmemu.emulator.RunResult;
import org.pcmemu.models.logp.LogP;
import org.pcmemu.models.logp.LogPProcessor;

class ExchangeProgramTest {

    @Test
    void exchangeOfThreeOnPictureParametersEndsAt20() {
        // 20 is read off the picture in ExchangeProgram's comment, worked out by hand
        RunResult r = new LogP(5, 6, 2, 4).run(new ExchangeProgram(3), RunOptions.defaults()).result();
        assertEquals(20, r.makespan());
        assertEquals(15, r.messages());
        assertEquals(0, r.undelivered());
    }

    @Test
    void gapBoundFormulaAgreesWithEmulationOfAllToAll() {
        LogP model = new LogP(64, 6, 2, 4);
        RunResult r = model.run(new ExchangeProgram(63), RunOptions.defaults()).result();
        assertEquals(2 * 62 * 4 + 2 * 2, ExchangeProgram.gapBoundMakespan(model, 63));
        assertEquals(ExchangeProgram.gapBoundMakespan(model, 63), r.makespan());
    }

    @Test
    void gapBoundFormulaDeclinesWhenLatencyExceedsTheSendSpread() {
        assertEquals(-1, ExchangeProgram.gapBoundMakespan(new LogP(8, 100, 2, 4), 3));
        assertEquals(-1, ExchangeProgram.gapBoundMakespan(new LogP(8, 6, 5, 4), 3));
    }

    @Test
    void wrongSendersAreDetected() {
        // every processor sends to its right neighbour twice: receivers see shifts 1 and 1, not 1 and 2
        LogP model = new LogP(4, 6, 2, 4);
        ExchangeProgram exchange = new ExchangeProgram(2);
        assertThrows(ProcessorFailureException.class, () -> model.run(p -> {
            p.send((p.id() + 1) % 4, "x");
            p.send((p.id() + 1) % 4, "y");
            receiveAndCheck(exchange, p);
        }, RunOptions.defaults()));
    }

    private static void receiveAndCheck(ExchangeProgram exchange, LogPProcessor p) {
        exchange.receiveAndCheck(p);
    }
}
