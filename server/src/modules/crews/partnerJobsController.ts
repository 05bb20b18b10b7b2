import { Body, Controller, Get, Path, Post, Request, Response, Route, Security, Tags } from '@tsoa/runtime';
import type { AuthenticatedRequest } from '../../platform/auth.js';
import type { ErrorBody } from '../../platform/errors.js';
import type { CrewsNeeds } from './offers.js';
import * as jobs from './partnerJobsService.js';
import type { DeclineJobRequest, JobDoneRequest, PartnerJob, PartnerJobAnswer, PartnerJobList } from './partnerJobsTypes.js';

/**
 * The crews' side (role `partner`): a partner's sign-in sees the jobs MoveDay offers or gave its
 * partner, and only those: any other order's id answers 404, as one that does not exist. An
 * assignment is an offer (`assignmentState` offered) the partner accepts or declines by its
 * deadline; unanswered, it expires and the order goes back to MoveDay. The customer's name and
 * phone come with the job once accepted. On the move day the crew says it is on the way (the
 * customer is mailed), then that the job is done (the order completes, as with the console's
 * Mark As Complete, with the crew's notes in its history).
 */
@Route('partner/jobs')
@Tags('Partner jobs')
@Security('jwt', ['partner'])
@Response<ErrorBody>(401, 'Not signed in (7002)')
@Response<ErrorBody>(403, "Not a partner's sign-in (7005)")
export class PartnerJobsController extends Controller {
  constructor(private readonly needs: CrewsNeeds) {
    super();
  }

  /**
   * Offers to answer and accepted jobs to come, the soonest first; then the last 100 done or
   * cancelled jobs, the latest first.
   * @summary My jobs
   */
  @Get()
  public async listJobs(@Request() request: AuthenticatedRequest): Promise<PartnerJobList> {
    return jobs.listJobs(request.user);
  }

  /**
   * The job sheet: the day, both homes, what to move and how, the customer's notes, the value,
   * and `can`: what the partner may do with it now.
   * @summary A job
   * @param id The order's database id.
   */
  @Get('{id}')
  @Response<ErrorBody>(404, "Not one of this partner's jobs (7006)")
  public async getJob(@Request() request: AuthenticatedRequest, @Path() id: string): Promise<PartnerJob> {
    return jobs.getJob(request.user, id);
  }

  /**
   * Takes the offered job: it becomes the partner's, the customer is mailed who moves them and
   * when, and the job sheet shows the customer's name and phone. Refused with 409 (7024) once the
   * offer is no longer open, saying why: it expired, it was answered already, or MoveDay gave the
   * job to another crew or cancelled it meanwhile.
   * @summary Accept an offer
   * @param id The order's database id.
   */
  @Post('{id}/accept')
  @Response<ErrorBody>(404, "Not one of this partner's jobs (7006)")
  @Response<ErrorBody>(409, 'The offer is no longer open: expired, answered, withdrawn (7024)')
  public async acceptJob(@Request() request: AuthenticatedRequest, @Path() id: string): Promise<PartnerJobAnswer> {
    return jobs.acceptJob(this.needs, request.user, id);
  }

  /**
   * Declines the offered job, with a reason (one of the catalogue's DECLINE_REASONS or the
   * partner's own words, 1 to 200 characters): the order goes back to open for MoveDay to assign
   * again, and the company inbox is mailed. Answers `job: null`: the job is no longer the partner's.
   * @summary Decline an offer
   * @param id The order's database id.
   */
  @Post('{id}/decline')
  @Response<ErrorBody>(400, 'No reason, or one over 200 characters (7001)')
  @Response<ErrorBody>(404, "Not one of this partner's jobs (7006)")
  @Response<ErrorBody>(409, 'The offer is no longer open: expired, answered, withdrawn (7024)')
  public async declineJob(@Request() request: AuthenticatedRequest, @Path() id: string, @Body() body: DeclineJobRequest): Promise<PartnerJobAnswer> {
    return jobs.declineJob(this.needs, request.user, id, body);
  }

  /**
   * On the move day (in the pickup's time zone) or later, for an accepted job: the customer is
   * mailed that the crew is on the way. Once: pressed again, it answers the same and mails nothing.
   * @summary Crew on the way
   * @param id The order's database id.
   */
  @Post('{id}/on-the-way')
  @Response<ErrorBody>(404, "Not one of this partner's jobs (7006)")
  @Response<ErrorBody>(409, 'The job is not accepted, or done (7024); the move day has not come (7019)')
  public async crewOnTheWay(@Request() request: AuthenticatedRequest, @Path() id: string): Promise<PartnerJobAnswer> {
    return jobs.crewOnTheWay(this.needs, request.user, id);
  }

  /**
   * The job is done: the order becomes completed through the same rules as the console's Mark As
   * Complete (the move day has come in the pickup's time zone), the customer is mailed, and the
   * crew's notes (at most 500 characters) show in the order's history.
   * @summary Job done
   * @param id The order's database id.
   */
  @Post('{id}/done')
  @Response<ErrorBody>(400, 'Notes over 500 characters (7001)')
  @Response<ErrorBody>(404, "Not one of this partner's jobs (7006)")
  @Response<ErrorBody>(409, 'The job is not accepted, or done already (7024); the move day has not come (7019); cancelled (7015)')
  public async jobDone(@Request() request: AuthenticatedRequest, @Path() id: string, @Body() body: JobDoneRequest): Promise<PartnerJobAnswer> {
    return jobs.jobDone(this.needs, request.user, id, body);
  }
}
