// Bad program (LogP): processor 0 sends to processor P, one past the last (ids are 0 .. P-1).
import org.pcmemu.models.logp.LogPProcessor;
import org.pcmemu.models.logp.LogPProgram;

public final class SendsToP implements LogPProgram {

    @Override
    public void run(LogPProcessor p) {
        if (p.id() == 0) {
            p.send(p.processors(), "lost");
        }
    }
}
